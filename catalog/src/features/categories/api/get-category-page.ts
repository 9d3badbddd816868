import { useQuery } from '@apollo/client/react';
import { GetCategoryPageDocument } from '../../../lib/graphql/generated';

export function useCategoryPage(slug: string) {
  return useQuery(GetCategoryPageDocument, { variables: { slug } });
}
