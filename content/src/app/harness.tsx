import { useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  createEventBus,
  localeFromPath,
  localizedPath,
  locales,
  localePrefixes,
  routeTable,
  switchLocalePath,
  tenant,
  type RouteDefinition,
} from '@remac/shared-contracts';
import { ApolloProvider } from '@apollo/client/react';
import ContentPage from '../exposes/page';
import ReviewsBand from '../exposes/reviews-band';
import Newsletter from '../exposes/newsletter';
import { createHarnessClient } from './harness-graphql-client';
import { useHarnessLocale } from './use-harness-locale';
import './harness.css';

const contentRoutes = routeTable.filter((route) => route.remote === 'content');

function HarnessPage({ route, bus }: { route: RouteDefinition; bus: ReturnType<typeof createEventBus> }) {
  const params = useParams();
  const locale = useHarnessLocale(bus);
  return <ContentPage routeName={route.name} params={params} bus={bus} locale={locale} tenant={tenant} />;
}

function HarnessIndex({ bus }: { bus: ReturnType<typeof createEventBus> }) {
  const locale = useHarnessLocale(bus);
  return (
    <>
      <h1>Content remote: standalone harness</h1>
      <ul>
        {contentRoutes.map((route) => (
          <li key={route.name}>
            <Link to={localizedPath(route.name, locale)}>{route.name}</Link>
          </li>
        ))}
      </ul>
      <ReviewsBand bus={bus} locale={locale} tenant={tenant} />
      <div className="harness-dark">
        <Newsletter bus={bus} locale={locale} tenant={tenant} />
      </div>
    </>
  );
}

function HarnessBar() {
  const { pathname } = useLocation();
  const other = localeFromPath(pathname) === 'el' ? 'en' : 'el';
  return (
    <nav className="harness-bar" aria-label="Harness">
      <strong>content · standalone</strong> <Link to={localizedPath('index', localeFromPath(pathname))}>index</Link>{' '}
      <Link to={switchLocalePath(pathname, other)} data-testid="language-switcher">
        {other.toUpperCase()}
      </Link>
    </nav>
  );
}

/** What the shell would give the remote: router, locale, event bus, GraphQL client and tenant, with no frame. */
export function Harness() {
  const bus = useMemo(() => createEventBus(), []);
  const client = useMemo(() => createHarnessClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <HarnessBar />
        <main>
          <Routes>
            {locales.map((locale) => (
              <Route key={locale} path={localePrefixes[locale] || '/'} element={<HarnessIndex bus={bus} />} />
            ))}
            {contentRoutes.flatMap((route) =>
              locales.map((locale) => (
                <Route
                  key={`${route.name}.${locale}`}
                  path={localizedPath(route.name, locale)}
                  element={<HarnessPage route={route} bus={bus} />}
                />
              )),
            )}
          </Routes>
        </main>
      </BrowserRouter>
    </ApolloProvider>
  );
}
