import { useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import {
  createEventBus, localizedPath, locales, localePrefixes, routeTable, switchLocalePath, tenant,
  type EventBus, type Locale, type RouteDefinition,
} from '@remac/shared-contracts';
import CheckoutPage from '../exposes/page';
import CartToggle from '../exposes/cart-toggle';
import CartDrawer from '../exposes/cart-drawer';
import { createHarnessClient } from './create-harness-client';
import { useHarnessLocale } from './use-harness-locale';
import { HarnessProducts } from './harness-products';
import './harness.css';

const checkoutRoutes = routeTable.filter((route) => route.remote === 'checkout');

function HarnessPage({ route, bus, locale }: { route: RouteDefinition; bus: EventBus; locale: Locale }) {
  const params = useParams();
  return <CheckoutPage routeName={route.name} params={params} bus={bus} locale={locale} tenant={tenant} />;
}

/** A bare frame: the header cart button, the drawer and a product list in place of the catalog. */
function HarnessFrame({ bus }: { bus: EventBus }) {
  const { pathname } = useLocation();
  const locale = useHarnessLocale(bus);
  const other: Locale = locale === 'el' ? 'en' : 'el';
  const host = { bus, locale, tenant };
  return (
    <>
      <nav className="harness-bar" aria-label="Harness">
        <strong>checkout · standalone</strong>
        <Link to={localePrefixes[locale] || '/'}>products</Link>
        <Link to={localizedPath('shopping-cart', locale)}>shopping-cart</Link>
        <Link to={localizedPath('checkout', locale)}>checkout</Link>
        <CartToggle {...host} />
        <Link to={switchLocalePath(pathname, other)} data-testid="language-switcher">{other.toUpperCase()}</Link>
      </nav>
      <main>
        <Routes>
          {locales.map((l) => <Route key={l} path={localePrefixes[l] || '/'} element={<HarnessProducts {...host} />} />)}
          {checkoutRoutes.flatMap((route) => locales.map((l) => (
            <Route key={`${route.name}.${l}`} path={`${localePrefixes[l]}${route.paths[l]}`} element={<HarnessPage route={route} bus={bus} locale={locale} />} />
          )))}
          <Route path="*" element={<h1 data-testid="harness-not-found">404 Not Found</h1>} />
        </Routes>
      </main>
      <CartDrawer {...host} />
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
