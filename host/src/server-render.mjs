import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { serverLibrariesGlobal, serverProvidedLibrary } from '../../tools/rspack/shared-libraries.mjs';
import { createApiFetch } from './api-fetch.mjs';
import { onceAMinute } from './failure-log.mjs';
import { renderConcurrency, renderSlots } from './render-slots.mjs';

const require = createRequire(import.meta.url);

/** A page whose first view is not rendered by then is sent for the browser to render. */
export const renderTimeoutMs = 3000;

/** Why a render was stopped when its request's connection closed. */
const visitorLeft = new Error('the visitor left before the page was rendered');

/**
 * Calls `leave` once the connection of a Fastify `request` closes before its answer was sent, at once if it
 * already has. Returns what stops watching.
 */
function whenVisitorLeaves(request, leave) {
  // Fastify's `request.signal` listens from when it is first read: a request that closed before then is destroyed.
  if (request.raw?.destroyed) {
    leave();
    return () => undefined;
  }
  const signal = request.signal;
  signal?.addEventListener('abort', leave, { once: true });
  return () => signal?.removeEventListener('abort', leave);
}

/** One copy of each shared library for every server build, as the shell provides them in the browser. */
function provideServerLibraries() {
  // The builds rendered here are production builds: so must be the libraries lent to them. With
  // NODE_ENV unset, React and React DOM's server load their development builds, under which a home
  // page took 80 ms to answer instead of 57 (docs/performance.md).
  process.env.NODE_ENV ??= 'production';
  globalThis[serverLibrariesGlobal] ??= new Proxy(
    {},
    { get: (_, request) => (typeof request === 'string' && serverProvidedLibrary(request) ? require(request) : undefined) },
  );
}

const builds = new Map();

/**
 * A server build, loaded once per version of its file: the shell's is replaced in place (its time is checked on
 * each use); a remote's release folder never changes once published (`immutable`: loaded once).
 */
async function loadBuild(file, { immutable = false } = {}) {
  const known = builds.get(file);
  if (known && immutable) return known.exports;
  const { mtimeMs } = await stat(file);
  if (known?.mtimeMs === mtimeMs) return known.exports;
  delete require.cache[file];
  const exports = require(file);
  builds.set(file, { mtimeMs, exports });
  return exports;
}

/** An exposed module from the server build of the remote version the registry currently names. */
function moduleLoader(root, registry, report) {
  return async (remote, module) => {
    const entry = registry.remotes[remote];
    if (!entry?.manifest.startsWith('/')) throw new Error(`${remote} is not published on this host`);
    let build;
    try {
      build = await loadBuild(path.join(root, path.posix.dirname(entry.manifest), 'server', 'exposes.cjs'), { immutable: true });
    } catch (error) {
      report(
        error.code === 'ENOENT' ? 'a remote without a server build' : 'a remote server build failed to load',
        `${remote} ${entry.version} (the browser loads it): ${error.message}`,
      );
      throw error;
    }
    const exposed = build.exposedModules?.[`./${module}`];
    if (!exposed) throw new Error(`${remote} has no server module ${module}`);
    return exposed;
  };
}

/**
 * Renders the first view of pages with the published shell and remotes, their data read from the
 * API. Resolves to `{ rendered, render }`: `rendered` is null whenever the browser should render the
 * page instead, and `render` says why (page-cache.mjs): 'server' (rendered), 'off' (no API),
 * 'personal' (the visitor is to be sent to the English page, at `languageRedirect`), 'fallback' (no server build here,
 * a failure, or a render slower than `timeoutMs`). A page is never lost to it, and every failure is
 * logged with its reason (each reason at most once a minute).
 */
export function createServerRenderer({ root, apiUrl, log, timeoutMs = renderTimeoutMs, concurrency = renderConcurrency() }) {
  if (!apiUrl)
    return Object.assign(async () => ({ rendered: null, render: 'off' }), { warmUp: async () => undefined, close: async () => undefined });
  provideServerLibraries();
  const graphqlUrl = new URL('/graphql', apiUrl).href;
  const apiFetch = createApiFetch();
  const shellBuild = path.join(root, 'shell', 'server', 'render-page.cjs');
  const failed = onceAMinute(log);
  const report = (reason, detail) => failed(`server render: ${reason}`, detail);
  const inSlot = renderSlots(concurrency);

  /**
   * Loads the shell's and the current remotes' server builds ahead of the first request: a new host
   * process would otherwise spend its first render's time on them (and run past the timeout on a
   * busy machine). Failures are left for the renders to report.
   */
  async function warmUp(release) {
    if (!release) return;
    await loadBuild(shellBuild).catch(() => undefined);
    const load = moduleLoader(root, release.registry, () => undefined);
    await Promise.all(Object.keys(release.registry.remotes).map((remote) => load(remote, 'Page').catch(() => undefined)));
  }

  /** `release`: the current registry and manifests (current-release.mjs). */
  async function renderFirstView(request, release) {
    if (!release) return { rendered: null, render: 'fallback' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    // A visitor who left (a closed tab, a proxy that gave up) gets nothing from the render: it stops, and one still
    // waiting for a slot never starts. Under load, those renders were what the next visitors waited behind.
    const stopWatching = whenVisitorLeaves(request, () => controller.abort(visitorLeft));
    try {
      const shell = await loadBuild(shellBuild);
      let declined;
      let languageRedirect = false;
      const rendered = await Promise.race([
        inSlot(async () => {
          const started = performance.now();
          const page = await shell.renderPage({
            url: request.url,
            cookie: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
            graphqlUrl,
            fetch: apiFetch,
            loadModule: moduleLoader(root, release.registry, report),
            signal: controller.signal,
            onDecline: (reason) => {
              declined = reason;
            },
            onLanguageRedirect: (location) => {
              languageRedirect = location ?? true;
            },
          });
          return page && { ...page, renderMs: performance.now() - started };
        }, controller.signal),
        new Promise((resolve) => controller.signal.addEventListener('abort', () => resolve(null))),
      ]);
      if (controller.signal.reason === visitorLeft) return { rendered: null, render: 'fallback' };
      if (controller.signal.aborted) report('render timeout', `no first view after ${timeoutMs} ms, the browser renders ${request.url}`);
      else if (!rendered && declined) report(declined.reason, `${declined.detail}; the browser renders ${request.url}`);
      if (rendered && !controller.signal.aborted)
        return { rendered: { ...rendered, stateElementId: shell.serverStateElementId }, render: 'server' };
      if (!languageRedirect) return { rendered: null, render: 'fallback' };
      // An older shell build names no address: its page moves the visitor in the browser.
      return { rendered: null, render: 'personal', ...(typeof languageRedirect === 'string' && { languageRedirect }) };
    } catch (error) {
      if (controller.signal.reason === visitorLeft) return { rendered: null, render: 'fallback' };
      if (error?.code === 'ENOENT') report('no server build of the shell', `${error.message}; the browser renders every page`);
      else report('render error', `${error?.stack ?? error}; the browser renders ${request.url}`);
      return { rendered: null, render: 'fallback' };
    } finally {
      clearTimeout(timer);
      stopWatching();
    }
  }
  return Object.assign(renderFirstView, { warmUp, close: () => apiFetch.close() });
}

/**
 * The route's own head (title, description, canonical, hreflang, Open Graph and Twitter) for a page
 * the server does not render, from the shell's server build: a 404, a declined render, a host without
 * API. Null without a server build of the shell (an older release): the browser writes the head.
 */
export function createRouteHead({ root, log }) {
  const shellBuild = path.join(root, 'shell', 'server', 'render-page.cjs');
  const failed = onceAMinute(log);
  return async function routeHead(url) {
    try {
      provideServerLibraries();
      const shell = await loadBuild(shellBuild);
      return shell.routeHead?.(url) ?? null;
    } catch (error) {
      if (error?.code !== 'ENOENT') failed('route head: render error', `${error?.stack ?? error}; the browser writes the head of ${url}`);
      return null;
    }
  };
}

/** A rendered page's `Server-Timing`: how long its render took and in how many passes of the tree. */
export const renderTiming = ({ renderMs, renders }) =>
  `render;dur=${renderMs.toFixed(1)};desc="${renders} ${renders === 1 ? 'pass' : 'passes'}"`;
