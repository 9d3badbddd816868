// The shop's service worker, served at /sw.js (built by ../build/service-worker-config.mjs).
import { clientsClaim, type RouteHandlerCallbackOptions, type RouteMatchCallbackOptions } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cachePolicy, offlinePagePath, type CachePolicy } from './cache-rules';

/** What this file uses of the service worker's global scope (the shell compiles against the DOM's types). */
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  /** Replaced by the precache manifest after the build (workbox-build's injectManifest). */
  __WB_MANIFEST: PrecacheEntry[];
}

const scope = self as unknown as ServiceWorkerScope;
const days = 24 * 60 * 60;

// The shell's content-hashed files and the offline pages: the list is written into this file after the build.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's later requests (the remotes a page loads after start-up) are already cached.
clientsClaim();

// A new version waits until the visitor chooses to reload (the shell's update prompt sends this
// message through workbox-window's messageSkipWaiting).
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
});

const policyIs =
  (policy: CachePolicy) =>
  ({ url, request }: RouteMatchCallbackOptions) =>
    cachePolicy({ url, mode: request.mode, method: request.method, origin: scope.location.origin }) === policy;

/** Pages fall back to the static offline page of their language when neither network nor cache answers. */
const withOfflineFallback =
  (strategy: Strategy) =>
  async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    try {
      return await strategy.handle(options);
    } catch {
      return (await matchPrecache(offlinePagePath(options.url.pathname))) ?? Response.error();
    }
  };

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  policyIs('remote-asset'),
  new CacheFirst({
    cacheName: 'remac-remote-assets',
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * days, purgeOnQuotaError: true })],
  }),
);

// No network time-out: a slow host must not make a page (and the registry inlined in it) stale.
registerRoute(
  policyIs('cached-page'),
  withOfflineFallback(
    new NetworkFirst({
      cacheName: 'remac-pages',
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * days, purgeOnQuotaError: true })],
    }),
  ),
);

registerRoute(policyIs('uncached-page'), withOfflineFallback(new NetworkOnly()));
