import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetPromotionDocument } from '../../../lib/graphql/generated';

export function usePromotion(slug: string) {
  return useQuery(GetPromotionDocument, { variables: { slug } });
}

/** The same query fetched ahead of the server's render. */
export const fetchPromotion = (client: ApolloClient, slug: string) =>
  prefetchQuery(client, { query: GetPromotionDocument, variables: { slug } });
