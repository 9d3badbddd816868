import { matchPath } from '@remac/shared-contracts';

const oldInternetExplorer = /MSIE |Trident\//;

/**
 * The HTTP status of a page request, decided as the shell would render it: 417 for old Internet
 * Explorer, 200 for a path of the route table, 404 for anything else (the shell shows the 404 text).
 */
export function pageStatus(urlPath, userAgent = '') {
  if (oldInternetExplorer.test(userAgent)) return 417;
  return matchPath(urlPath) ? 200 : 404;
}

/**
 * The response to a page request once the server has rendered it: the page itself may have found
 * its entity missing (`{ status: 404 }`) or moved (`{ status: 301, location }`, a path of the shop).
 * A redirect keeps the request's query (an old link to a variant still lands on it).
 * `routeStatus` is `pageStatus`'s answer; `requestUrl` the request's path and query.
 */
export function pageResponse(routeStatus, outcome, requestUrl) {
  if (routeStatus !== 200 || !outcome) return { status: routeStatus };
  if (outcome.status === 404) return { status: 404 };
  if (
    outcome.status === 301 &&
    typeof outcome.location === 'string' &&
    outcome.location.startsWith('/') &&
    !outcome.location.startsWith('//')
  ) {
    const query = new URL(requestUrl, 'http://host').search;
    const target = new URL(outcome.location, 'http://host');
    return { status: 301, location: `${target.pathname}${target.search || query}` };
  }
  return { status: routeStatus };
}
