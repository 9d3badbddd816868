import type { ApolloClient } from '@apollo/client';
import type { FragmentPrefetch, RemoteName, RemoteRouteName, RoutePrefetch } from '@remac/shared-contracts';
import type { Remote } from './define-remote';

export type PagePrefetch = RoutePrefetch<ApolloClient>;

/** A first-view fragment module's `prefetch` export: its queries, fetched with the route's before the server's render. */
export type FragmentDataPrefetch = FragmentPrefetch<ApolloClient>;

/**
 * A page module's `prefetch` export: the queries of those routes whose queries follow from the address
 * alone, fetched before the server's render. A route left out is rendered, fetched and rendered again.
 */
export function prefetchPages<R extends RemoteName>(
  _remote: Remote<R>,
  pages: Partial<Record<RemoteRouteName<R>, PagePrefetch>>,
): PagePrefetch {
  return async (context) => {
    await (pages as Partial<Record<string, PagePrefetch>>)[context.routeName]?.(context);
  };
}
