import { prefetchQuery } from '@remac/remote-kit';
import { useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Locale } from '@remac/shared-contracts';
import { ShopRuleTextsDocument } from '../../lib/graphql/generated';

/** Shown for a rule while the API cannot be asked: never a figure that might be wrong. */
const unknownRule = { el: 'όπως εμφανίζεται στο ταμείο', en: 'as shown at checkout' };

/**
 * The shop's shipping and payment rules as texts for `{{freeShippingFrom}}` and the like, from the API (the one
 * place they are kept). Null while loading; when the API is down every rule reads "as shown at checkout".
 */
export function useShopRuleTexts(locale: Locale): Record<string, string> | null {
  const { data, error } = useQuery(ShopRuleTextsDocument);
  const failed = Boolean(error) && !data;
  // One object per answer: the page reloads its content when the rules change, not on every render.
  return useMemo(() => {
    if (data) return Object.fromEntries(data.shopRules.texts.map((t) => [t.key, t.value]));
    if (failed) return new Proxy({}, { get: () => unknownRule[locale] });
    return null;
  }, [data, failed, locale]);
}

/** The same query fetched ahead of the server's render. */
export const fetchShopRuleTexts = (client: ApolloClient) => prefetchQuery(client, { query: ShopRuleTextsDocument });
