import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import {
  createEventBus,
  localizedPath,
  locales,
  localePrefixes,
  notFound,
  routeTable,
  switchLocalePath,
  tenant,
  type EventBus,
  type Locale,
  type RouteDefinition,
} from '@remac/shared-contracts';
import CatalogPage from '../exposes/page';
import HeaderSearch from '../exposes/header-search';
import CompareBar from '../exposes/compare-bar';
import ShippingPromotion from '../exposes/shipping-promotion';
import FooterCategories from '../exposes/footer-categories';
import { createHarnessClient } from './create-harness-client';
import { useHarnessLocale } from './use-harness-locale';
import './harness.css';

const catalogRoutes = routeTable.filter((route) => route.remote === 'catalog');

function routePattern(route: RouteDefinition, locale: Locale): string {
  const path = route.paths[locale];
  const prefix = localePrefixes[locale];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

function HarnessPage({ route, bus, locale }: { route: RouteDefinition; bus: EventBus; locale: Locale }) {
  const params = useParams();
  const { pathname } = useLocation();
  const [missing, setMissing] = useState<string | null>(null);
  useEffect(() => bus.channel(notFound).subscribe(({ path }) => setMissing(path)), [bus]);
  if (missing === pathname) return <h1 data-testid="harness-not-found">404 Not Found</h1>;
  return <CatalogPage routeName={route.name} params={params} bus={bus} locale={locale} tenant={tenant} />;
}

/** A bare frame: the fragments the shell would place in its info bar, header and footer. */
function HarnessFrame({ bus }: { bus: EventBus }) {
  const { pathname, search } = useLocation();
  const locale = useHarnessLocale(bus);
  const other: Locale = locale === 'el' ? 'en' : 'el';
  const host = { bus, locale, tenant };
  return (
    <>
      <div className="harness-info">
        <ShippingPromotion {...host} />
      </div>
      <nav className="harness-bar" aria-label="Harness">
        <strong>catalog · standalone</strong>
        {['index', 'products', 'accessories', 'categories', 'promotions'].map((name) => (
          <Link key={name} to={localizedPath(name as RouteDefinition['name'], locale)}>
            {name}
          </Link>
        ))}
        <HeaderSearch {...host} />
        <Link to={switchLocalePath(pathname, other, search)} data-testid="language-switcher">
          {other.toUpperCase()}
        </Link>
      </nav>
      <main className={pathname === localizedPath('index', locale) ? 'harness-home' : undefined}>
        <Routes>
          {catalogRoutes.flatMap((route) =>
            locales.map((routeLocale) => (
              <Route key={`${route.name}.${routeLocale}`} path={routePattern(route, routeLocale)} element={<HarnessPage route={route} bus={bus} locale={locale} />} />
            )),
          )}
          <Route path="*" element={<h1 data-testid="harness-not-found">404 Not Found</h1>} />
        </Routes>
      </main>
      <footer className="harness-footer">
        <FooterCategories {...host} />
      </footer>
      <CompareBar {...host} />
    </>
  );
}

/** What the shell would give the remote: router, locale, event bus, GraphQL client and tenant. */
export function Harness() {
  const bus = useMemo(() => createEventBus(), []);
  const client = useMemo(() => createHarnessClient(), []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <HarnessFrame bus={bus} />
      </BrowserRouter>
    </ApolloProvider>
  );
}
