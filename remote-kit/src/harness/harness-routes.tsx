import { Route, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';
import {
  localePrefixes,
  locales,
  routesOf,
  type HostContext,
  type Locale,
  type RemoteName,
  type RouteDefinition,
} from '@remac/shared-contracts';
import { fragmentsIn, type ExposedModules } from './harness-modules';
import { HarnessIndex } from './harness-index';
import { HarnessNotFound, HarnessPage } from './harness-page';

interface Props {
  remote: RemoteName;
  host: HostContext;
  modules: ExposedModules;
  index?: ComponentType<HostContext>;
}

/** A table route as a React Router pattern of one language. */
function routePattern(route: RouteDefinition, locale: Locale): string {
  const prefix = localePrefixes[locale];
  return prefix && route.paths[locale] === '/' ? prefix : `${prefix}${route.paths[locale]}`;
}

/** The remote's routes of the table in both languages, an index at each locale root it does not own, and a 404. */
export function HarnessRoutes({ remote, host, modules, index }: Props) {
  const routes = routesOf(remote);
  const ownsIndex = routes.some((route) => route.name === 'index');
  return (
    <Routes>
      {!ownsIndex &&
        locales.map((locale) => (
          <Route
            key={locale}
            path={localePrefixes[locale] || '/'}
            element={<HarnessIndex remote={remote} host={host} modules={modules} fragments={fragmentsIn(remote, 'index')} extra={index} />}
          />
        ))}
      {routes.flatMap((route) =>
        locales.map((locale) => (
          <Route
            key={`${route.name}.${locale}`}
            path={routePattern(route, locale)}
            element={<HarnessPage route={route} host={host} Module={modules[route.module]!} />}
          />
        )),
      )}
      <Route path="*" element={<HarnessNotFound />} />
    </Routes>
  );
}
