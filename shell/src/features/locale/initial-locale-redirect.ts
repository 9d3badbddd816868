import { hasLocalePrefix, pickLocale, switchLocalePath } from '@remac/shared-contracts';
import { readLocaleCookie } from './locale-cookie';

interface Visit {
  pathname: string;
  search: string;
  hash: string;
  cookie: string;
  languages: readonly string[];
}

/**
 * On arrival at an unprefixed (Greek) path, the saved cookie or else the browser language may ask
 * for English: returns the same page's English path, or null to stay. Prefixed paths are explicit.
 */
export function initialLocaleRedirect({ pathname, search, hash, cookie, languages }: Visit): string | null {
  if (hasLocalePrefix(pathname)) return null;
  const locale = pickLocale({ pathLocale: undefined, cookieLocale: readLocaleCookie(cookie), browserLanguages: languages });
  return locale === 'el' ? null : switchLocalePath(pathname, locale, search, hash);
}
