import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ApolloClient } from '@apollo/client';
import { I18nextProvider } from 'react-i18next';
import {
  createEventBus,
  firstViewModules,
  localeFromPath,
  matchPath,
  moduleId,
  routeModule,
  tenant,
  type FragmentPrefetch,
  type PageOutcome,
  type RemoteName,
  type RouteMatch,
  type RoutePrefetch,
} from '@remac/shared-contracts';
import { App } from '../app/app';
import { PreloadedModules } from '../features/remotes/preloaded-modules';
import { initialLocaleRedirect } from '../features/locale/initial-locale-redirect';
import { createPageI18n } from './page-i18n';
import { serverStateElementId, type ServerState } from '../features/server-render/server-state';
import { collectServerReport, ServerReportContext } from '../features/server-render/server-report';
import { documentHead } from '../features/seo/document-head';
import { headHtml } from '../features/seo/head-html';
import { createGraphqlClient } from '../lib/graphql-client';
import { acceptedLanguages } from './accept-language';
import { reuseSettledRender } from './reuse-settled-render';

export { serverStateElementId, type ServerState };

/** A route module's `prefetch` takes the route's context, a first-view fragment's the page's client and language. */
type ExposedModule = { default: ComponentType<never>; prefetch?: RoutePrefetch<ApolloClient> | FragmentPrefetch<ApolloClient> };

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  /** The API's GraphQL endpoint, reachable from the server. */
  graphqlUrl: string;
  /** What asks the API (the host's kept-alive client); the global fetch unless given. */
  fetch?: typeof fetch;
  /** A remote's exposed module, from the server build of the version the registry names. */
  loadModule: (remote: RemoteName, module: string) => Promise<ExposedModule>;
  signal?: AbortSignal;
  /** Told why a page is left to the browser when that is a failure (not for a language redirect). */
  onDecline?: (why: { reason: string; detail: string }) => void;
  /** Told that the visitor is to be sent to the English page, at `location` (the answer depends on them). */
  onLanguageRedirect?: (location: string) => void;
}

/** The head of a page for the HTML the server sends: its language and its title, meta and link elements. */
export interface PageHead {
  lang: string;
  html: string;
}

export interface RenderedPage {
  markup: string;
  state: ServerState;
  head: PageHead;
  /** The page found its entity missing (404) or moved (301): the response's status. */
  outcome?: PageOutcome;
  /** How many times the tree was rendered to get it (1 when the route's queries were fetched beforehand). */
  renders: number;
}

async function loadFirstView(pathname: string, match: RouteMatch | null, loadModule: PageRequest['loadModule']) {
  const modules = new Map<string, ComponentType<never>>();
  const rendered: ServerState['modules'] = [];
  const routeModuleId = match && moduleId(routeModule(match.route));
  let prefetch: RoutePrefetch<ApolloClient> | undefined;
  const fragmentPrefetches: FragmentPrefetch<ApolloClient>[] = [];
  for (const { remote, module, fallbackModule } of firstViewModules(pathname)) {
    try {
      // A release of the remote older than the route table's module renders the route with its fallback.
      const [exposed, loaded] = await loadModule(remote, module).then(
        (found) => [found, module] as const,
        async (error: unknown) => {
          if (!fallbackModule) throw error;
          return [await loadModule(remote, fallbackModule), fallbackModule] as const;
        },
      );
      const id = moduleId({ remote, module });
      modules.set(id, exposed.default);
      rendered.push({ remote, module: loaded });
      if (id === routeModuleId) prefetch = exposed.prefetch as RoutePrefetch<ApolloClient> | undefined;
      else if (exposed.prefetch) fragmentPrefetches.push(exposed.prefetch as FragmentPrefetch<ApolloClient>);
    } catch {
      // Left to the browser: the slot renders empty here and loads there, with its usual fallbacks.
    }
  }
  return { modules, rendered, prefetch, fragmentPrefetches };
}

/** The API's answers must all have arrived: a page rendered around a failed query is not worth sending. */
function watchedFetch(signal: AbortSignal | undefined, askApi: typeof fetch = fetch) {
  const failures: unknown[] = [];
  let requests = 0;
  const fetchOnce: typeof fetch = async (input, init) => {
    requests += 1;
    try {
      const response = await askApi(input, { ...init, signal });
      if (response.status >= 500) failures.push(new Error(`API answered ${response.status}`));
      return response;
    } catch (error) {
      failures.push(error);
      throw error;
    }
  };
  return { fetchOnce, failures, requestsMade: () => requests };
}

function declineReason(failure: unknown) {
  const cause = (failure as { cause?: { code?: string; message?: string } })?.cause;
  const message = failure instanceof Error ? failure.message : String(failure);
  if (cause) return { reason: 'API unreachable', detail: `${message} (${cause.code ?? cause.message})` };
  return { reason: 'API answer failed', detail: message };
}

async function render(request: PageRequest): Promise<RenderedPage | null> {
  // Ran out of time before it started: the host has already sent the plain page.
  if (request.signal?.aborted) return null;
  const url = new URL(request.url, 'http://server');
  const redirect = initialLocaleRedirect({
    pathname: url.pathname,
    search: url.search,
    hash: '',
    cookie: request.cookie ?? '',
    languages: acceptedLanguages(request.acceptLanguage),
  });
  // The host sends such a visitor to the English page, rendered there (the browser would move them anyway).
  if (redirect) {
    request.onLanguageRedirect?.(redirect);
    return null;
  }
  const locale = localeFromPath(url.pathname);
  // Its own instance: pages render at the same time in either language, and each starts with the
  // shell's texts only, so a newly released remote brings its own texts instead of finding old ones.
  const i18n = await createPageI18n(locale);

  const match = matchPath(url.pathname);
  const { modules, rendered, prefetch, fragmentPrefetches } = await loadFirstView(url.pathname, match, request.loadModule);
  const { fetchOnce, failures, requestsMade } = watchedFetch(request.signal, request.fetch);
  const client = createGraphqlClient({
    uri: request.graphqlUrl,
    tenant: tenant.id,
    getLocale: () => locale,
    getAccessToken: () => undefined,
    fetch: fetchOnce,
    ssrMode: true,
  });
  const prefetched = Boolean(match && prefetch);
  // The route's and the first-view fragments' queries first, at once, so the render below finds them in
  // the cache: one pass instead of render, fetch, render.
  const prefetches = [
    ...(match && prefetch
      ? [prefetch({ client, routeName: match.route.name, params: match.params, search: url.searchParams, locale })]
      : []),
    ...fragmentPrefetches.map((fragmentPrefetch) => fragmentPrefetch({ client, locale })),
  ];
  if (prefetches.length) {
    // What a prefetch did not fetch, the render fetches itself; a failed API answer is recorded in `failures`.
    await Promise.allSettled(prefetches);
    if (failures.length) {
      request.onDecline?.(declineReason(failures[0]));
      return null;
    }
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const collected = collectServerReport();
  const tree = (
    <I18nextProvider i18n={i18n}>
      <ServerReportContext.Provider value={collected.report}>
        <PreloadedModules.Provider value={modules}>
          <App services={{ bus: createEventBus(), tenant }} client={client} Router={Router} />
        </PreloadedModules.Provider>
      </ServerReportContext.Provider>
    </I18nextProvider>
  );
  let renders = 0;
  const countedRender = (element: ReactNode) => {
    renders += 1;
    return renderToString(element);
  };
  const renderFunction = prefetched ? reuseSettledRender(countedRender, requestsMade) : countedRender;
  const { result, aborted } = await prerenderStatic({ tree, renderFunction, signal: request.signal, maxRerenders: 8 });
  if (failures.length) request.onDecline?.(declineReason(failures[0]));
  if (aborted || failures.length) return null;
  const { meta, outcome } = collected.read();
  const notFound = outcome?.status === 404;
  return {
    markup: result,
    state: { locale, modules: rendered, apollo: client.extract() as Record<string, unknown> },
    head: pageHead(documentHead({ pathname: url.pathname, tenant, meta: meta?.path === url.pathname ? meta : undefined, notFound })),
    outcome,
    renders,
  };
}

function pageHead(head: ReturnType<typeof documentHead>): PageHead {
  return { lang: head.lang, html: headHtml(head) };
}

/** The route's own head for a page the server does not render (its status, 200 or 404, decided by the route table). */
export function routeHead(url: string): PageHead {
  const { pathname } = new URL(url, 'http://server');
  return pageHead(documentHead({ pathname, tenant }));
}

/**
 * The first view of a page, rendered with its data: the shell's frame and the first-view modules of
 * the remotes. Null when the browser should render the page itself (a failed API answer, a render
 * that ran out of time) or the visitor goes to the English page (`onLanguageRedirect` says where).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  return render(request);
}
