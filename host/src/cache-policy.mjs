export const noCache = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';

/**
 * Registry, manifests, HTML and the service worker must always be revalidated (a release is a
 * registry change); everything under a content-hashed or versioned path never changes.
 */
export function cacheControlFor(urlPath) {
  if (urlPath === '/registry.json' || /\/mf-[^/]*\.json$/.test(urlPath)) return noCache;
  if (urlPath.endsWith('.html') || urlPath === '/sw.js' || urlPath.endsWith('.webmanifest')) return noCache;
  if (urlPath.startsWith('/remotes/') || urlPath.startsWith('/static/')) return immutable;
  return noCache;
}
