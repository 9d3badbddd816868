import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetPromotionsDocument } from '../../../lib/graphql/generated';

export function usePromotions() {
  return useQuery(GetPromotionsDocument);
}

/** The same query fetched ahead of the server's render. */
export const fetchPromotions = (client: ApolloClient) => prefetchQuery(client, { query: GetPromotionsDocument });
