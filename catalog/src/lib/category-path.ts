import { localizedPath, type Locale } from '@remac/shared-contracts';
import { taxonSlugs } from '@remac/shared-contracts/graphql';

/**
 * The route of a category's page. The accessories have a route of their own, `/accessories`, which lists the same
 * products as `/categories/accessories` would: one address for them, so that search engines do not see the listing
 * twice and links do not split between two.
 */
export function categoryRoute(slug: string): 'accessories' | 'categories-id' {
  return slug === taxonSlugs.accessories ? 'accessories' : 'categories-id';
}

export function categoryPath(slug: string, locale: Locale): string {
  const route = categoryRoute(slug);
  return route === 'accessories' ? localizedPath(route, locale) : localizedPath(route, locale, { id: slug });
}
