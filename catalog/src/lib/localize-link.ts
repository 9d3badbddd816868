import { localizedPath, matchPath, type Locale } from '@remac/shared-contracts';

/** A shop path stored in the data (Greek paths) written in the visitor's language, e.g. `/products` → `/en/products`. */
export function localizeLink(link: string, locale: Locale): string {
  const [path = '/', query] = link.split('?');
  const match = matchPath(path);
  if (!match) return link;
  const localized = localizedPath(match.route.name, locale, match.params);
  return query ? `${localized}?${query}` : localized;
}
