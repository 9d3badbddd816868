import { useEffect, type ComponentType, type ReactNode } from 'react';
import i18next from 'i18next';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ShellContext, type ShellServices } from './shell-context';
import { markShellReady } from './shell-ready';
import { routesFor } from './build-routes';
import { LocaleSync } from '../features/locale/locale-sync';
import { DocumentMeta } from '../features/seo/document-meta';
import { RouteProgressBar } from '../features/progress/route-progress-bar';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { ErrorPage } from '../features/errors/error-page';
import { Pwa } from '../features/pwa/pwa';
import { InstallPrompt } from '../features/install/install-prompt';
import { CookieBar } from '../features/consent/cookie-bar';
import { Tracking } from '../features/tracking/tracking';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { ScrollManager } from '../features/scroll/scroll-manager';
import { usePrefetchOnIntent } from '../features/remotes/prefetch-on-intent';

/** The routed page; a failure while rendering it shows the system error page until the next navigation. */
function RoutedPage() {
  const { pathname } = useLocation();
  const page = useRoutes(routesFor(pathname));
  return (
    <AppErrorBoundary resetKey={pathname} fallback={<ErrorPage kind="system" />}>
      {page}
    </AppErrorBoundary>
  );
}

/**
 * Marks the page as taken over by the browser (`<html data-shell-ready>`): a page rendered on the
 * server looks complete before its buttons work, so tests wait for this before they click.
 */
function ReadyMarker() {
  useEffect(() => {
    markShellReady(document.documentElement);
  }, []);
  return null;
}

function Root() {
  usePrefetchOnIntent();
  return (
    <>
      <LocaleSync />
      <DocumentMeta />
      <RouteProgressBar />
      <ScrollManager />
      <RoutedPage />
      <Pwa />
      <InstallPrompt />
      <CookieBar />
      <Tracking />
      <ChatLauncher />
      <ReadyMarker />
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

interface AppProps {
  services: ShellServices;
  client: ApolloClient;
  /** The browser's history, or on the server a router fixed at the requested location. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ services, client, Router = BrowserRouter }: AppProps) {
  return (
    <ShellContext.Provider value={services}>
      <ApolloProvider client={client}>
        <AppErrorBoundary fallback={<SystemErrorFallback />}>
          <Router>
            <Root />
          </Router>
        </AppErrorBoundary>
      </ApolloProvider>
    </ShellContext.Provider>
  );
}
