import { defaultLocale, locales, localizedPath, routeTable, tenant } from '@remac/shared-contracts';
import { taxonSlugs } from '@remac/shared-contracts/graphql';

/**
 * Public routes without an id that are not listed: the search page without a term has nothing of its own, and
 * says `noindex` (the catalog reports it).
 */
const unlisted = new Set(['search']);

/** The routes whose pages are one per product, category or promotion, by the catalogue's slugs. */
const pagesPerSlug = { products: 'products-id', categories: 'categories-id', promotions: 'promotions-id' };

/** Categories whose canonical page is a route of their own: the accessories' is `/accessories`, listed with the routes. */
const ownRoute = new Set([taxonSlugs.accessories]);
const withoutOwnRoute = (kind, slugs) => (kind === 'categories' ? slugs.filter((slug) => !ownRoute.has(slug)) : slugs);

/** A page in every language: `{ el: '/products/x', en: '/en/products/x' }`. */
function inEveryLanguage(name, params) {
  return Object.fromEntries(locales.map((locale) => [locale, localizedPath(name, locale, params)]));
}

/**
 * The pages a search engine should find: every public route without an id, then a page per product, category and
 * promotion of `catalogue` (`{ products, categories, promotions }`, slugs), each in both languages.
 */
export function listedPages(catalogue, routes = routeTable) {
  const fixed = routes
    .filter((route) => route.params.length === 0 && route.access === 'public' && !route.personal && !unlisted.has(route.name))
    .map((route) => inEveryLanguage(route.name));
  const perSlug = Object.entries(pagesPerSlug).flatMap(([kind, name]) =>
    withoutOwnRoute(kind, catalogue[kind] ?? []).map((slug) => inEveryLanguage(name, { id: slug })),
  );
  return [...fixed, ...perSlug];
}

const xmlEntities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]);

/**
 * The sitemap (sitemaps.org 0.9) of `pages`: a `<url>` per page and language, each naming every language's page
 * and the Greek one as `x-default`, as the pages' own hreflang links do.
 */
export function sitemapXml(pages, siteUrl = tenant.siteUrl) {
  const absolute = (path) => escapeXml(new URL(path, siteUrl).href);
  const alternates = (page) =>
    [...locales.map((locale) => [locale, page[locale]]), ['x-default', page[defaultLocale]]]
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(path)}"/>`)
      .join('');
  const urls = pages.flatMap((page) => locales.map((locale) => `<url><loc>${absolute(page[locale])}</loc>${alternates(page)}</url>`));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
