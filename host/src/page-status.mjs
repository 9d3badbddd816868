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
