import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetHomeDocument } from '../../../lib/graphql/generated';

/** Carousel slides, promotions and the newest products of the home page. */
export function useHome() {
  return useQuery(GetHomeDocument);
}

/** The same query fetched ahead of the server's render. */
export const fetchHome = (client: ApolloClient) => prefetchQuery(client, { query: GetHomeDocument });
