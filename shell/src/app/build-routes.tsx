import type { RouteObject } from 'react-router-dom';
import { localePrefixes, locales, routeTable, type Locale, type LayoutName, type RouteDefinition } from '@remac/shared-contracts';
import { RoutePage } from './route-page';
import { LayoutFrame } from '../features/layouts/layout-frame';
import { ErrorPage } from '../features/errors/error-page';

const layouts: LayoutName[] = ['default', 'home', 'auth', 'policy', 'empty', 'boxed'];

/** Matches any first segment: a parameter or a splat. */
const anySegment = '*';

function fullPath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  return segment.startsWith(':') || segment.startsWith('*') ? anySegment : segment.toLowerCase();
}

/** The locale a path is in, as React Router compares it: without regard to case. */
function pathLocale(pathname: string): Locale {
  const lower = pathname.toLowerCase();
  return (
    locales.find((locale) => {
      const prefix = localePrefixes[locale];
      return prefix && (lower === prefix || lower.startsWith(`${prefix}/`));
    }) ?? locales.find((locale) => !localePrefixes[locale])!
  );
}

function withoutPrefix(pathname: string, locale: Locale): string {
  return pathname.slice(localePrefixes[locale].length) || '/';
}

/** React Router routes for the given routes of one language, grouped under the layout each names. */
function layoutRoutes(routes: RouteDefinition[], locale: Locale): RouteObject[] {
  const grouped: RouteObject[] = layouts
    .map((layout) => ({
      element: <LayoutFrame layout={layout} />,
      children: routes
        .filter((route) => route.layout === layout)
        .map((route) => ({
          id: `${route.name}.${locale}`,
          path: fullPath(localePrefixes[locale], route.paths[locale]),
          element: <RoutePage route={route} />,
        })),
    }))
    .filter((group) => group.children.length > 0);
  grouped.push({
    element: <LayoutFrame layout="default" />,
    children: [{ path: '*', element: <ErrorPage kind="unmatched" /> }],
  });
  return grouped;
}

const candidates = new Map<string, RouteObject[]>();

/**
 * The routes that can match a path, for React Router to choose from: those of the path's language
 * whose first segment is the path's (or any, for a parameter), and the 404 route. React Router
 * compiles and ranks every route it is given on each match, which for the whole table (both
 * languages) was a long task on a slow phone; a route left out here could never have matched.
 */
export function routesFor(pathname: string): RouteObject[] {
  const locale = pathLocale(pathname);
  const segment = firstSegment(withoutPrefix(pathname, locale));
  const key = `${locale}:${segment}`;
  let routes = candidates.get(key);
  if (!routes) {
    const matching = routeTable.filter((route) => [segment, anySegment].includes(firstSegment(route.paths[locale])));
    routes = layoutRoutes(matching, locale);
    candidates.set(key, routes);
  }
  return routes;
}
