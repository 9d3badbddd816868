import { useQuery } from '@apollo/client/react';
import { GetCategoriesDocument } from '../../../lib/graphql/generated';

/** The Apple products categories with active products, then accessories (spec §7 Categories). */
export function useCategories() {
  return useQuery(GetCategoriesDocument);
}
