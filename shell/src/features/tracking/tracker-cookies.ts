/** Cookies the Google tag and the Meta pixel set (the cookie policy lists them). */
const trackerCookie = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_fbp|_fbc)$/;

/**
 * Removes the trackers' cookies after an opt-out, as far as the page can: for this host and each
 * parent domain they may have been set on. HttpOnly cookies of other sites are out of its reach.
 */
export function removeTrackerCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((pair) => (pair.split('=')[0] ?? '').trim())
    .filter((name) => trackerCookie.test(name));
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
  return names;
}
