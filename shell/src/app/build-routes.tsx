import type { RouteObject } from 'react-router-dom';
import { locales, localePrefixes, routeTable, type LayoutName } from '@remac/shared-contracts';
import { RoutePage } from './route-page';
import { LayoutFrame } from '../features/layouts/layout-frame';
import { ErrorPage } from '../features/errors/error-page';

const layouts: LayoutName[] = ['default', 'home', 'auth', 'policy', 'empty', 'boxed'];

function fullPath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** React Router routes for both languages, grouped under the layout each route names. */
export function buildRoutes(): RouteObject[] {
  const grouped: RouteObject[] = layouts.map((layout) => ({
    element: <LayoutFrame layout={layout} />,
    children: routeTable
      .filter((route) => route.layout === layout)
      .flatMap((route) =>
        locales.map((locale) => ({
          id: `${route.name}.${locale}`,
          path: fullPath(localePrefixes[locale], route.paths[locale]),
          element: <RoutePage route={route} />,
        })),
      ),
  }));
  grouped.push({
    element: <LayoutFrame layout="default" />,
    children: [{ path: '*', element: <ErrorPage kind="unmatched" /> }],
  });
  return grouped;
}
