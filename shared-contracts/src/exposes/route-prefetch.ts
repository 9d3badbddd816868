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

/** A route module's optional `prefetch` export. A failure is the render's to meet; it is never thrown. */
export type RoutePrefetch<Client> = (context: RoutePrefetchContext<Client>) => Promise<void>;
