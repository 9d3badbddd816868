import { createHash } from 'node:crypto';
import { hasLocalePrefix, matchPath } from '@remac/shared-contracts';

/**
 * How long a shared cache (nginx, a CDN) may serve a page without asking the host, and how long after
 * that it may still serve it while it fetches the new one. A release or rollback of a remote reaches
 * every visitor within `sMaxAge` (+ one request to refresh the entry). HOST_PAGE_S_MAXAGE and
 * HOST_PAGE_STALE_WHILE_REVALIDATE override them (tests use a few seconds).
 */
export const pageCacheDefaults = { sMaxAge: 30, staleWhileRevalidate: 60 };

export const notShared = 'private, no-store';

/** How long a shared cache may keep a page the server failed to render. */
export const fallbackSMaxAge = 5;

/**
 * The Cache-Control of a page. Rendered pages (and the 404s and 301s the route table or the page
 * decided) are the same for every anonymous visitor: the personal bits (cart count, session) render
 * in the browser. Browsers always revalidate (max-age=0), shared caches keep them briefly.
 * `render`: 'server' (rendered), 'fallback' (a render failed or ran out of time: shared for a few
 * seconds only), 'personal' (depends on this visitor: the old-browser
 * notice, a page about to be redirected by the visitor's language), 'none' (the route table's 404,
 * never rendered: the same for everyone), 'off' (no API: plain pages).
 */
export function pageCacheControl(render, { sMaxAge, staleWhileRevalidate } = pageCacheDefaults) {
  if (render === 'server' || render === 'none')
    return `public, s-maxage=${sMaxAge}, max-age=0, stale-while-revalidate=${staleWhileRevalidate}`;
  if (render === 'off') return 'no-cache';
  // Short, without stale-while-revalidate: renders that keep failing (an overloaded host, the API
  // down) must not keep an older rendered copy, perhaps of an older release, in the cache, and the
  // fallback works in the browser; a rendered page replaces it within seconds.
  if (render === 'fallback') return `public, s-maxage=${fallbackSMaxAge}, max-age=0`;
  return notShared;
}

/**
 * The Cache-Control of the page at `urlPath`: a route about one visitor (a guest's receipt renders
 * their name and address) is never shared, whatever its render was; other pages as `pageCacheControl`.
 */
export function pageCacheControlAt(urlPath, render, policy) {
  return matchPath(urlPath)?.route.personal ? notShared : pageCacheControl(render, policy);
}

/**
 * An unprefixed (Greek) path is rendered or left to the browser depending on the language cookie and
 * the browser's languages (the visitor may be about to go to the English page): caches must key on
 * them. Prefixed paths say their language.
 */
export function pageVary(urlPath) {
  return hasLocalePrefix(urlPath) ? null : 'Cookie, Accept-Language';
}

/** A strong validator: the same parts, the same tag (the parts as the body is made of them, in order). */
export function etagOf(...parts) {
  const hash = createHash('sha256');
  // Each part's length first: parts that join to the same text but split differently are different pages.
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match names this tag (or `*`). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** HOST_PAGE_S_MAXAGE / HOST_PAGE_STALE_WHILE_REVALIDATE, else the defaults. */
export function pageCacheFromEnv(env = process.env) {
  const seconds = (value, fallback) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback);
  return {
    sMaxAge: seconds(env.HOST_PAGE_S_MAXAGE, pageCacheDefaults.sMaxAge),
    staleWhileRevalidate: seconds(env.HOST_PAGE_STALE_WHILE_REVALIDATE, pageCacheDefaults.staleWhileRevalidate),
  };
}
