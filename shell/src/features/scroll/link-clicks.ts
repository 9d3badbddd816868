/**
 * Whether the navigation being handled came from following a link. Pagination moves within one
 * path (`?page=2`) and starts at the top like any new page; a filter or an option (a form control)
 * changes the address too but keeps the visitor's place.
 */
const recentMs = 1000;
let lastLinkClick = -Infinity;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (target) lastLinkClick = event.timeStamp;
}

export function watchLinkClicks(): () => void {
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

export function followedLink(): boolean {
  const followed = performance.now() - lastLinkClick < recentMs;
  lastLinkClick = -Infinity;
  return followed;
}
