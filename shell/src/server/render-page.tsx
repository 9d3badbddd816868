import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { prerenderStatic } from '@apollo/client/react/ssr';
import i18next from 'i18next';
import { createEventBus, firstViewModules, localeFromPath, locales, moduleId, tenant, type RemoteName } from '@remac/shared-contracts';
import { App } from '../app/app';
import { PreloadedModules } from '../features/remotes/preloaded-modules';
import { initialLocaleRedirect } from '../features/locale/initial-locale-redirect';
import { initI18n } from '../features/locale/i18n';
import { serverStateElementId, type ServerState } from '../features/server-render/server-state';
import { createGraphqlClient } from '../lib/graphql-client';
import { acceptedLanguages } from './accept-language';
import { oneAtATime } from './one-at-a-time';

export { serverStateElementId, type ServerState };

type ExposedModule = { default: ComponentType<never> };

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  /** The API's GraphQL endpoint, reachable from the server. */
  graphqlUrl: string;
  /** A remote's exposed module, from the server build of the version the registry names. */
  loadModule: (remote: RemoteName, module: string) => Promise<ExposedModule>;
  signal?: AbortSignal;
  /** Told why a page is left to the browser when that is a failure (not for a language redirect). */
  onDecline?: (why: { reason: string; detail: string }) => void;
}

export interface RenderedPage {
  markup: string;
  state: ServerState;
}

const serialized = oneAtATime();
let i18nReady: Promise<unknown> | undefined;

/**
 * Every render starts with the shell's texts only: each remote module adds its own as it renders, so
 * a newly released version of a remote brings its texts instead of finding the old ones in place.
 */
function forgetRemoteTexts() {
  for (const locale of locales) {
    for (const namespace of Object.keys(i18next.store.data[locale] ?? {})) {
      if (namespace !== 'shell') i18next.removeResourceBundle(locale, namespace);
    }
  }
}

async function loadFirstView(pathname: string, loadModule: PageRequest['loadModule']) {
  const modules = new Map<string, ComponentType<never>>();
  const rendered: ServerState['modules'] = [];
  for (const { remote, module } of firstViewModules(pathname)) {
    try {
      modules.set(moduleId({ remote, module }), (await loadModule(remote, module)).default);
      rendered.push({ remote, module });
    } catch {
      // Left to the browser: the slot renders empty here and loads there, with its usual fallbacks.
    }
  }
  return { modules, rendered };
}

/** The API's answers must all have arrived: a page rendered around a failed query is not worth sending. */
function watchedFetch(signal: AbortSignal | undefined) {
  const failures: unknown[] = [];
  const fetchOnce: typeof fetch = async (input, init) => {
    try {
      const response = await fetch(input, { ...init, signal });
      if (response.status >= 500) failures.push(new Error(`API answered ${response.status}`));
      return response;
    } catch (error) {
      failures.push(error);
      throw error;
    }
  };
  return { fetchOnce, failures };
}

function declineReason(failure: unknown) {
  const cause = (failure as { cause?: { code?: string; message?: string } })?.cause;
  const message = failure instanceof Error ? failure.message : String(failure);
  if (cause) return { reason: 'API unreachable', detail: `${message} (${cause.code ?? cause.message})` };
  return { reason: 'API answer failed', detail: message };
}

async function render(request: PageRequest): Promise<RenderedPage | null> {
  // Ran out of time while waiting for the page before it: the host has already sent the plain page.
  if (request.signal?.aborted) return null;
  const url = new URL(request.url, 'http://server');
  const redirect = initialLocaleRedirect({
    pathname: url.pathname,
    search: url.search,
    hash: '',
    cookie: request.cookie ?? '',
    languages: acceptedLanguages(request.acceptLanguage),
  });
  // The browser moves such a visitor to the English page before its first render.
  if (redirect) return null;
  const locale = localeFromPath(url.pathname);
  i18nReady ??= initI18n(locale);
  await i18nReady;
  await i18next.changeLanguage(locale);
  forgetRemoteTexts();

  const { modules, rendered } = await loadFirstView(url.pathname, request.loadModule);
  const { fetchOnce, failures } = watchedFetch(request.signal);
  const client = createGraphqlClient({
    uri: request.graphqlUrl,
    tenant: tenant.id,
    getLocale: () => locale,
    getAccessToken: () => undefined,
    fetch: fetchOnce,
    ssrMode: true,
  });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const tree = (
    <PreloadedModules.Provider value={modules}>
      <App services={{ bus: createEventBus(), tenant }} client={client} Router={Router} />
    </PreloadedModules.Provider>
  );
  const { result, aborted } = await prerenderStatic({ tree, renderFunction: renderToString, signal: request.signal, maxRerenders: 8 });
  if (failures.length) request.onDecline?.(declineReason(failures[0]));
  if (aborted || failures.length) return null;
  return { markup: result, state: { locale, modules: rendered, apollo: client.extract() as Record<string, unknown> } };
}

/**
 * The first view of a page, rendered with its data: the shell's frame and the first-view modules of
 * the remotes. Null when the browser should render the page itself (a language redirect, a failed
 * API answer, a render that ran out of time).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  return serialized(() => render(request));
}
