import { matchRoutes, type RouteObject } from 'react-router-dom';
import { localizedPath, locales, routeTable } from '@remac/shared-contracts';
import { routesFor } from '../build-routes';

const leafId = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
const leafPath = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
const countRoutes = (routes: RouteObject[]): number => routes.reduce((sum, route) => sum + 1 + countRoutes(route.children ?? []), 0);

describe('routesFor', () => {
  it('keeps, for the path of every route in both languages, the route that matches it', () => {
    for (const route of routeTable) {
      for (const locale of locales) {
        const params = Object.fromEntries(route.params.map((param) => [param, 'some-id']));
        const path = localizedPath(route.name, locale, params);
        expect([path, leafId(routesFor(path), path)]).toEqual([path, `${route.name}.${locale}`]);
      }
    }
  });

  it('matches without regard to case, as React Router does', () => {
    expect(leafId(routesFor('/EN/Products'), '/EN/Products')).toBe('products.en');
    expect(leafId(routesFor('/Products/macbook'), '/Products/macbook')).toBe('products-id.el');
  });

  it('leaves an unknown path to the 404 route', () => {
    expect(leafPath(routesFor('/no-such-page'), '/no-such-page')).toBe('*');
    expect(leafPath(routesFor('/en/products/a/b'), '/en/products/a/b')).toBe('*');
  });

  it('gives React Router only a handful of routes to rank instead of the whole table', () => {
    expect(countRoutes(routesFor('/en/products/some-id'))).toBeLessThan(8);
  });
});
