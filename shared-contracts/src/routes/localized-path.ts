import { localePrefixes, type Locale } from '../locale/locales.js';
import { fillPattern, matchPattern, type RouteParams } from './path-pattern.js';
import type { RouteName } from './route-names.js';
import { getRoute, routeTable, type RouteDefinition } from './route-table.js';

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  params: RouteParams;
}

/** The locale a path is written in: `/en` and `/en/...` are English, everything else Greek. */
export function localeFromPath(pathname: string): Locale {
  return pathname === localePrefixes.en || pathname.startsWith(`${localePrefixes.en}/`) ? 'en' : 'el';
}

export function hasLocalePrefix(pathname: string): boolean {
  return localeFromPath(pathname) !== 'el';
}

function withoutPrefix(pathname: string, locale: Locale): string {
  const rest = pathname.slice(localePrefixes[locale].length);
  return rest === '' ? '/' : rest;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Finds the route and parameters of a full path, e.g. `/en/frequently-asked-questions`. */
export function matchPath(pathname: string): RouteMatch | null {
  const clean = normalise(pathname);
  const locale = localeFromPath(clean);
  const path = withoutPrefix(clean, locale);
  for (const route of routeTable) {
    const params = matchPattern(route.paths[locale], path);
    if (params) return { route, locale, params };
  }
  return null;
}

/** The full path of a route in a locale, e.g. `localizedPath('faq', 'en')` → `/en/frequently-asked-questions`. */
export function localizedPath(name: RouteName, locale: Locale, params?: RouteParams): string {
  const path = fillPattern(getRoute(name).paths[locale], params);
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The same page in another language: a Greek slug becomes its English slug and back.
 * Unknown paths keep their rest and only change prefix, so the 404 page stays in the chosen language.
 */
export function switchLocalePath(pathname: string, target: Locale, search = '', hash = ''): string {
  const match = matchPath(pathname);
  if (match) return `${localizedPath(match.route.name, target, match.params)}${search}${hash}`;
  const current = localeFromPath(normalise(pathname));
  const rest = withoutPrefix(normalise(pathname), current);
  const prefix = localePrefixes[target];
  const path = prefix ? (rest === '/' ? prefix : `${prefix}${rest}`) : rest;
  return `${path}${search}${hash}`;
}
