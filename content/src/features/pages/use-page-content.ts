import { useMemo } from 'react';
import type { Locale, TenantConfig } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';
import { fillTenantPlaceholders } from './fill-tenant-placeholders';
import { usePageText } from './use-page-text';
import { useShopRuleTexts } from './use-shop-rule-texts';

export type PageContentState<T> = { status: 'loading' } | { status: 'ready'; content: T } | { status: 'failed'; error: unknown };

/** A page's text in the visitor's language with the shop's details and rules filled in. */
export function usePageContent<T>(page: ContentPageName, locale: Locale, tenant: TenantConfig): PageContentState<T> {
  const text = usePageText(page, locale);
  // Shipping and payment figures come from the API's rules, never from the page text.
  const rules = useShopRuleTexts(locale);
  const raw = text.status === 'ready' ? text.text : undefined;
  const content = useMemo(
    () => (raw !== undefined && rules ? fillTenantPlaceholders(raw as T, tenant, locale, rules) : undefined),
    [raw, rules, tenant, locale],
  );
  if (text.status === 'failed') return text;
  return content === undefined ? { status: 'loading' } : { status: 'ready', content };
}
