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
