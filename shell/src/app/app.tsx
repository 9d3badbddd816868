import { useMemo } from 'react';
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

export function App({ services, client }: { services: ShellServices; client: ApolloClient }) {
  const router = useMemo(
    () => createBrowserRouter([{ element: <Root />, errorElement: <ErrorPage kind="system" />, children: buildRoutes() }]),
    [],
  );
  return (
    <ShellContext.Provider value={services}>
      <ApolloProvider client={client}>
        <AppErrorBoundary fallback={<p role="alert">System error — Sorry, an unknown error occured. Please try again later.</p>}>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </ApolloProvider>
    </ShellContext.Provider>
  );
}
