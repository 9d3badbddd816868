import { useQuery } from '@apollo/client/react';
import { SearchProductsDocument, type SearchProductsQueryVariables } from '../../../lib/graphql/generated';

/** Facet counts over the whole result: spec §3 search aggregations. */
export const listingAggregations = ['category', 'condition', 'grade', 'price', 'chip', 'memory', 'storage', 'availability'];

/** One page of a listing with its facet counts; the previous page stays visible while the next loads. */
export function useSearchProducts(variables: SearchProductsQueryVariables) {
  const result = useQuery(SearchProductsDocument, { variables });
  return { ...result, data: result.data ?? result.previousData };
}
