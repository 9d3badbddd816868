import type { Locale } from '../locale/locales.js';
import type { RouteParams } from '../routes/path-pattern.js';
import type { RouteName } from '../routes/route-names.js';

/**
 * What the server hands a route module's `prefetch` export before it renders the page: the route's
 * queries are fetched into `client` first, so the one render finds its data in the cache instead of
 * rendering, fetching and rendering again. `Client` is the page's GraphQL client (Apollo's, in the shop).
 */
export interface RoutePrefetchContext<Client> {
  client: Client;
  routeName: RouteName;
  params: RouteParams;
  search: URLSearchParams;
  locale: Locale;
}

/**
 * A route module's optional `prefetch` export. It may reject (an API failure, a bug): the renderer then
 * leaves the queries to the render, or gives the page to the browser when an API answer failed.
 */
export type RoutePrefetch<Client> = (context: RoutePrefetchContext<Client>) => Promise<void>;

/** What the server hands a first-view fragment's `prefetch` export: the page's client and language. */
export interface FragmentPrefetchContext<Client> {
  client: Client;
  locale: Locale;
}

/**
 * A first-view fragment's optional `prefetch` export: its queries, fetched with the route's before the
 * one render. Rejects like a route's prefetch, with the same outcome.
 */
export type FragmentPrefetch<Client> = (context: FragmentPrefetchContext<Client>) => Promise<void>;
