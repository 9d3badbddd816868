import { localizedPath, matchPath } from '@remac/shared-contracts';

/** What trackers are told in place of a private link's id. */
export const hiddenId = '(id)';

/**
 * The address trackers are told for a page. A guest's receipt (and a trade-in request) opens by the
 * unguessable id in its address, and whoever holds that address sees the buyer's name, address and
 * e-mail: analytics reports must not carry it. Other addresses are told as they are.
 */
export function trackedLocation(href: string): string {
  const url = new URL(href);
  const match = matchPath(url.pathname);
  if (!match?.route.personal || !match.params.id) return href;
  return new URL(localizedPath(match.route.name, match.locale, { ...match.params, id: hiddenId }), url.origin).href;
}
