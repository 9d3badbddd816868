/**
 * GraphQL contract between the API (the "data host") and every client.
 * The SDL is `schema.graphql` beside this file (subpath `@remac/shared-contracts/graphql/schema.graphql`);
 * `generated/schema-types.ts` holds its TypeScript types (regenerate with `npm run codegen -w api`).
 */
export type * from './generated/schema-types.js';

/** Request headers of spec §7. */
export const apiHeaders = {
  tenant: 'Tenant',
  locale: 'Locale',
  timezone: 'Timezone',
  authorization: 'Authorization',
} as const;

/** Paths on the data host (the shop origin forwards them to the API). */
export const apiPaths = {
  graphql: '/graphql',
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  tokenInfo: '/oauth/token/info',
  media: '/media/',
} as const;

/** Fixed taxon slugs (spec §7: Taxons and Categories). */
export const taxonSlugs = { root: 'apple-products', accessories: 'accessories' } as const;

/** The longest `search(term:)` the API accepts (longer is BAD_USER_INPUT): the shop's search box and URLs keep within it. */
export const SEARCH_TERM_MAX_LENGTH = 200;

/**
 * The largest `ProductWhere` the API accepts (larger is BAD_USER_INPUT): values in any one list (ids, slugs, taxons,
 * grades, an option's values…) and option filters, each option named once. Listing URLs keep within them.
 */
export const PRODUCT_FILTER_MAX_VALUES = 100;
export const PRODUCT_FILTER_MAX_OPTIONS = 10;

/** Promotion type that feeds the top info bar. */
export const INFO_BAR_PROMOTION_TYPE = 'shipping';

/** Facet names accepted by `search(aggs:)`. */
export const searchAggregations = [
  'category',
  'brand',
  'condition',
  'grade',
  'availability',
  'price',
  'chip',
  'memory',
  'storage',
  'color',
  'keyboard',
] as const;

/** OAuth token endpoint response (RFC 6749 §5.1) and error (§5.2). */
export interface OAuthTokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export interface OAuthErrorResponse {
  error:
    | 'invalid_request'
    | 'invalid_client'
    | 'invalid_grant'
    | 'unauthorized_client'
    | 'unsupported_grant_type'
    | 'invalid_scope'
    | 'slow_down';
  error_description: string;
  /** Present on rate limiting: seconds until a new attempt is allowed. */
  retry_after?: number;
}
