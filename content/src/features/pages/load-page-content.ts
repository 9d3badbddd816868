import type { Locale, TenantConfig } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';
import { fillTenantPlaceholders } from './fill-tenant-placeholders';

/** Each page's JSON is its own chunk, so a visitor downloads only the page and language they read. */
export async function loadPageContent<T>(page: ContentPageName, locale: Locale, tenant: TenantConfig): Promise<T> {
  const module = (await import(/* webpackChunkName: "content-[request]" */ `./content/${locale}/${page}.json`)) as { default: T };
  return fillTenantPlaceholders(module.default, tenant, locale);
}
