import { useMemo } from 'react';
import i18next from 'i18next';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ShellContext, type ShellServices } from './shell-context';
import { buildRoutes } from './build-routes';
import { LocaleSync } from '../features/locale/locale-sync';
import { DocumentMeta } from '../features/seo/document-meta';
import { RouteProgressBar } from '../features/progress/route-progress-bar';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { ErrorPage } from '../features/errors/error-page';

function Root() {
  return (
    <>
      <LocaleSync />
      <DocumentMeta />
      <RouteProgressBar />
      <Outlet />
    </>
  );
}

/** Outside the router, so it cannot use the routed error page; the texts are the same. */
function SystemErrorFallback() {
  return (
    <section role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h1>{i18next.t('shell:errors.systemTitle')}</h1>
      <p>{i18next.t('shell:errors.systemText')}</p>
      <a href="/">{i18next.t('shell:errors.backHome')}</a>
    </section>
  );
}

export function App({ services, client }: { services: ShellServices; client: ApolloClient }) {
  const router = useMemo(
    () => createBrowserRouter([{ element: <Root />, errorElement: <ErrorPage kind="system" />, children: buildRoutes() }]),
    [],
  );
  return (
    <ShellContext.Provider value={services}>
      <ApolloProvider client={client}>
        <AppErrorBoundary fallback={<SystemErrorFallback />}>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </ApolloProvider>
    </ShellContext.Provider>
  );
}
