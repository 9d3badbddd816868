import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetCategoriesDocument } from '../../../lib/graphql/generated';

/** The Apple products categories with active products, then accessories (spec §7 Categories). */
export function useCategories() {
  return useQuery(GetCategoriesDocument);
}

/** The same query fetched ahead of the server's render. */
export const fetchCategories = (client: ApolloClient) => prefetchQuery(client, { query: GetCategoriesDocument });
