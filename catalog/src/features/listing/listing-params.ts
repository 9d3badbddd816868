import { PRODUCT_FILTER_MAX_VALUES, SEARCH_TERM_MAX_LENGTH } from '@remac/shared-contracts/graphql';
import type { ProductOrder, ProductWhere } from '../../lib/graphql/generated';

export const facetNames = ['category', 'condition', 'grade', 'price', 'chip', 'memory', 'storage', 'availability'] as const;
export type FacetName = (typeof facetNames)[number];
export type Filters = Partial<Record<FacetName, string[]>>;

/** Facets where one value replaces the other (a price range, "in stock only"). */
const singleValue: ReadonlySet<FacetName> = new Set(['price', 'availability']);
const optionFacets: ReadonlySet<FacetName> = new Set(['chip', 'memory', 'storage']);
export const sortOrders: readonly ProductOrder[] = ['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'DISCOUNT_DESC'];
export const pageSize = 24;

/** The number of the last page of `total` products (1 when there are none: the empty first page). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / pageSize));

/** Everything a listing shows, kept in the URL so that it can be shared and the back button works. */
export interface ListingState {
  filters: Filters;
  sort?: ProductOrder;
  page: number;
  term?: string;
}

/** The page number of a listing's URL: 1 unless `page` is a whole number above 1. */
export function parsePage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A search term the API accepts: a longer one (a pasted description, a link from elsewhere) is cut at the last
 * word that fits, so the visitor gets results for what it starts with rather than an error.
 */
export function searchTermWithin(term: string): string {
  if (term.length <= SEARCH_TERM_MAX_LENGTH) return term;
  const cut = term.slice(0, SEARCH_TERM_MAX_LENGTH + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, SEARCH_TERM_MAX_LENGTH)).trim();
}

export function parseListing(params: URLSearchParams): ListingState {
  const filters: Filters = {};
  for (const facet of facetNames) {
    // Each value once and no more than the API takes: an edited URL gets the listing of what fits, not an error.
    const values = [...new Set(params.get(facet)?.split(',').filter(Boolean))].slice(0, PRODUCT_FILTER_MAX_VALUES);
    if (values.length) filters[facet] = singleValue.has(facet) ? values.slice(0, 1) : values;
  }
  const sort = params.get('sort') as ProductOrder | null;
  const term = searchTermWithin(params.get('search')?.trim() ?? '');
  return {
    filters,
    sort: sort && sortOrders.includes(sort) ? sort : undefined,
    page: parsePage(params),
    term: term || undefined,
  };
}

export function serializeListing(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.term) params.set('search', state.term);
  for (const facet of facetNames) {
    const values = state.filters[facet];
    if (values?.length) params.set(facet, values.join(','));
  }
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Checks or unchecks one facet value; any filter change goes back to the first page. */
export function toggleFacet(state: ListingState, facet: FacetName, key: string): ListingState {
  const current = state.filters[facet] ?? [];
  const next = current.includes(key) ? current.filter((value) => value !== key) : singleValue.has(facet) ? [key] : [...current, key];
  const filters = { ...state.filters, [facet]: next };
  if (!next.length) delete filters[facet];
  return { ...state, filters, page: 1 };
}

export function hasFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0;
}

/** Price bucket keys are `from-to` in cents with `to` exclusive, or `from-` for the open top bucket. */
function priceRange(key: string): Pick<ProductWhere, 'priceMin' | 'priceMax'> {
  const [from, to] = key.split('-').map((part) => (part ? Number.parseInt(part, 10) : undefined));
  return {
    ...(from !== undefined && Number.isFinite(from) ? { priceMin: from } : {}),
    ...(to !== undefined && Number.isFinite(to) ? { priceMax: to - 1 } : {}),
  };
}

/** The API filter for a listing: its own base (category, promotion) narrowed by the chosen facets. */
export function listingWhere(base: ProductWhere, filters: Filters): ProductWhere {
  const where: ProductWhere = { ...base };
  if (filters.category) where.taxons = filters.category;
  if (filters.condition) where.conditions = filters.condition;
  if (filters.grade) where.grades = filters.grade;
  if (filters.price?.[0]) Object.assign(where, priceRange(filters.price[0]));
  if (filters.availability?.includes('IN_STOCK')) where.inStock = true;
  const options = facetNames.filter((facet) => optionFacets.has(facet) && filters[facet]).map((name) => ({ name, values: filters[name]! }));
  if (options.length) where.options = options;
  return where;
}

/** Only IN_STOCK can be filtered: the API's `inStock` flag cannot tell backorderable from sold out. */
export function isFilterable(facet: string, key: string): boolean {
  return facet !== 'availability' || key === 'IN_STOCK';
}
