import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  SearchProductsDocument,
  type ProductOrder,
  type ProductWhere,
  type SearchProductsQueryVariables,
} from '../../../lib/graphql/generated';
import { listingWhere, pageSize, parseListing, type ListingState } from '../listing-params';

/** Facet counts over the whole result: spec §3 search aggregations. */
export const listingAggregations = ['category', 'condition', 'grade', 'price', 'chip', 'memory', 'storage', 'availability'];

/** The order a listing shows: the chosen one, else by relevance for a search term and newest first without. */
export function listingSort(state: ListingState, withTerm: boolean): ProductOrder {
  return state.sort ?? (withTerm && state.term ? 'RELEVANCE' : 'NEWEST');
}

/**
 * The largest `skip` the API accepts (api/src/lib/paging.ts). A page number beyond it asks for the last page it can
 * reach instead of an error: that answer's total still shows the page lies past the listing's end (a 404).
 */
const maxSkip = 100_000;

/** What a listing asks the API for its state; the page and the server's prefetch ask the same. */
export function listingVariables(state: ListingState, base: ProductWhere, withTerm: boolean): SearchProductsQueryVariables {
  const term = withTerm ? state.term : undefined;
  const sort = listingSort(state, withTerm);
  return {
    first: pageSize,
    skip: Math.min((state.page - 1) * pageSize, maxSkip),
    term,
    where: listingWhere(base, state.filters),
    order: sort === 'RELEVANCE' && !term ? 'NEWEST' : sort,
    aggs: listingAggregations,
  };
}

/** One page of a listing with its facet counts; the previous page stays visible while the next loads. */
export function useSearchProducts(variables: SearchProductsQueryVariables) {
  const result = useQuery(SearchProductsDocument, { variables });
  return { ...result, data: result.data ?? result.previousData };
}

/** The listing of an address's query string, fetched ahead of the server's render. */
export const fetchListing = (client: ApolloClient, search: URLSearchParams, base: ProductWhere, withTerm = false) =>
  prefetchQuery(client, { query: SearchProductsDocument, variables: listingVariables(parseListing(search), base, withTerm) });
