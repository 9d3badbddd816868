import { apiPaths } from '@remac/shared-contracts/graphql';
import { localePrefixes, locales, routeTable, tenant } from '@remac/shared-contracts';

/**
 * A personal route's path in one language up to its first parameter (`/receipt/:id` → `/en/receipt`). Robots
 * rules match by prefix, so the rule also covers the page's ids, queries and trailing slash.
 */
function ruleFor(route, locale) {
  const pattern = route.paths[locale];
  const parameter = pattern.indexOf('/:');
  return `${localePrefixes[locale]}${parameter === -1 ? pattern : pattern.slice(0, parameter)}`;
}

/**
 * The paths crawlers are asked to leave alone: each personal page (cart, checkout, orders, receipts, trade-in
 * requests, login) in both languages, and the API. The pages also say `noindex`; this keeps crawlers from
 * spending the shop's server on them.
 */
export function disallowedPaths(routes = routeTable) {
  const pages = routes.filter((route) => route.personal).flatMap((route) => locales.map((locale) => ruleFor(route, locale)));
  return [...new Set([...pages, apiPaths.graphql, '/oauth/'])];
}

/** `/robots.txt`: every crawler welcome except on the disallowed paths, and where the sitemap is. */
export function robotsTxt(siteUrl = tenant.siteUrl) {
  const rules = disallowedPaths().map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}
