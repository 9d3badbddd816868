import type { ApolloClient } from '@apollo/client';
import { shellIsReady, shellReadyAttribute } from './shell-ready';

/**
 * Until the browser has taken the page over, every query (network-only ones too) reads the answers the
 * server rendered with: a query that went to the network instead would render its loading state where
 * the server's markup has the data, and hydration would fail (React error #418). Apollo's own
 * `ssrForceFetchDelay` is a timer from the client's creation, which loading the server's modules and
 * hydrating in a transition can outlast on a slow phone.
 */
export function readServerAnswersUntilHydrated(client: ApolloClient): void {
  client.prioritizeCacheValues = true;
  const root = document.documentElement;
  const done = () => {
    client.prioritizeCacheValues = false;
    observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (shellIsReady(root)) done();
  });
  observer.observe(root, { attributes: true, attributeFilter: [shellReadyAttribute] });
}
