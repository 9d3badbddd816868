import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetCategoryPageDocument } from '../../../lib/graphql/generated';

export function useCategoryPage(slug: string) {
  return useQuery(GetCategoryPageDocument, { variables: { slug } });
}

/** The same query fetched ahead of the server's render. */
export const fetchCategoryPage = (client: ApolloClient, slug: string) =>
  prefetchQuery(client, { query: GetCategoryPageDocument, variables: { slug } });
