import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SeoLookupDocument, type SeoType } from '../../graphql/generated';

/** Spec §2: the GraphQL client id sent with the SEO lookup. */
const seoClient = 'eshop';

const seoLookup = (slug: string, type: SeoType) => ({ query: SeoLookupDocument, variables: { slug, type, client: seoClient } });

/** Spec §2/§7: the SEO translations of a route id, sent with the client id. */
export function useSeoLookup(slug: string, type: SeoType) {
  const { query, variables } = seoLookup(slug, type);
  return useQuery(query, { variables });
}

/** The same lookup fetched ahead of the server's render. */
export const fetchSeoLookup = (client: ApolloClient, slug: string, type: SeoType) => prefetchQuery(client, seoLookup(slug, type));
