import { useQuery } from '@apollo/client/react';
import { GetFooterCategoriesDocument } from '../../../lib/graphql/generated';

/** At most five categories for the footer (spec §9). */
export function useFooterCategories() {
  return useQuery(GetFooterCategoriesDocument).data?.taxons.slice(0, 5) ?? [];
}
