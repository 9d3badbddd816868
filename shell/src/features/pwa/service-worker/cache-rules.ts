import { localeFromPath, matchPath, type Locale, type RemoteName } from '@remac/shared-contracts';

/**
 * What the service worker does with a request it sees (precached shell files aside):
 * - `remote-asset`: a file of a published remote version, cache first (the folder never changes);
 * - `cached-page`: a navigation, network first, kept for offline use, the offline page when neither answers;
 * - `uncached-page`: a navigation that is never stored (a page of the cart, checkout, orders, account or
 *   trade-in, or an unknown path), the offline page when the network does not answer;
 * - `network`: not handled at all: the browser asks the network as if there were no service worker.
 *   The registry, manifests, the API, media and anything unknown: a release or a rollback, a cart or
 *   an order is always read live.
 */
export type CachePolicy = 'remote-asset' | 'cached-page' | 'uncached-page' | 'network';

export interface RequestFacts {
  url: URL;
  /** `navigate` for a document load (request.mode). */
  mode: string;
  method: string;
  /** The origin of the service worker (the shop). */
  origin: string;
}

/** Remotes whose pages show a cart, an order, an account or a trade-in: never stored. */
const privateRemotes: ReadonlySet<RemoteName> = new Set<RemoteName>(['checkout', 'account', 'tradein']);

/**
 * A version folder written by the release tool: package version plus content hash
 * (`1.2.0-0123abcdef`, tools/release/version-of.mjs). Only such folders are immutable by construction.
 */
const publishedVersion = /^\d+\.\d+\.\d+-[0-9a-f]{8,}$/;

/** Paths that are never pages: the host's files, the API and the service worker itself. */
const notAPage = /^\/(static|remotes|graphql|oauth|media)(\/|$)|\.(html|js|mjs|css|json|webmanifest|png|svg|ico|woff2?|txt|xml|pdf)$/i;

function isRemoteAsset(pathname: string): boolean {
  const [, root, name, version, ...rest] = pathname.split('/');
  if (root !== 'remotes' || !name || !version || rest.length === 0) return false;
  if (!publishedVersion.test(version)) return false;
  const file = rest.join('/');
  // Federation manifests and stats describe a release; server builds and maps are never served.
  return !/(^|\/)mf-[^/]*\.json$/.test(file) && rest[0] !== 'server' && !file.endsWith('.map') && file !== '';
}

export function cachePolicy({ url, mode, method, origin }: RequestFacts): CachePolicy {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (mode === 'navigate') {
    if (notAPage.test(url.pathname)) return 'network';
    const remote = matchPath(url.pathname)?.route.remote;
    return remote && !privateRemotes.has(remote) ? 'cached-page' : 'uncached-page';
  }
  return isRemoteAsset(url.pathname) ? 'remote-asset' : 'network';
}

/** The static offline page of a path's language. */
export function offlinePagePath(pathname: string): string {
  return offlinePages[localeFromPath(pathname)];
}

export const offlinePages: Record<Locale, string> = { el: '/offline/el.html', en: '/offline/en.html' };
