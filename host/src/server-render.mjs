import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { serverLibrariesGlobal, serverProvidedLibrary } from '../../tools/rspack/shared-libraries.mjs';
import { onceAMinute } from './failure-log.mjs';

const require = createRequire(import.meta.url);

/** A page whose first view is not rendered by then is sent for the browser to render. */
export const renderTimeoutMs = 3000;

/** One copy of each shared library for every server build, as the shell provides them in the browser. */
function provideServerLibraries() {
  globalThis[serverLibrariesGlobal] ??= new Proxy(
    {},
    { get: (_, request) => (typeof request === 'string' && serverProvidedLibrary(request) ? require(request) : undefined) },
  );
}

const builds = new Map();

/** A server build, loaded once per version of its file (a remote's release folder never changes; the shell's is replaced). */
async function loadBuild(file) {
  const { mtimeMs } = await stat(file);
  const known = builds.get(file);
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
      build = await loadBuild(path.join(root, path.posix.dirname(entry.manifest), 'server', 'exposes.cjs'));
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
 * API. Resolves to null whenever the browser should render the page instead: no API or no server
 * build here, a failure, or a render slower than `timeoutMs`. A page is never lost to it, and every
 * failure is logged with its reason (each reason at most once a minute).
 */
export function createServerRenderer({ root, apiUrl, log, timeoutMs = renderTimeoutMs }) {
  if (!apiUrl) return async () => null;
  provideServerLibraries();
  const shellBuild = path.join(root, 'shell', 'server', 'render-page.cjs');
  const failed = onceAMinute(log);
  const report = (reason, detail) => failed(`server render: ${reason}`, detail);

  /** `release`: the current registry and manifests (current-release.mjs). */
  return async function renderFirstView(request, release) {
    if (!release) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const shell = await loadBuild(shellBuild);
      let declined;
      const rendered = await Promise.race([
        shell.renderPage({
          url: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          graphqlUrl: new URL('/graphql', apiUrl).href,
          loadModule: moduleLoader(root, release.registry, report),
          signal: controller.signal,
          onDecline: (reason) => {
            declined = reason;
          },
        }),
        new Promise((resolve) => controller.signal.addEventListener('abort', () => resolve(null))),
      ]);
      if (controller.signal.aborted) report('render timeout', `no first view after ${timeoutMs} ms, the browser renders ${request.url}`);
      else if (!rendered && declined) report(declined.reason, `${declined.detail}; the browser renders ${request.url}`);
      return rendered && { ...rendered, stateElementId: shell.serverStateElementId };
    } catch (error) {
      if (error?.code === 'ENOENT') report('no server build of the shell', `${error.message}; the browser renders every page`);
      else report('render error', `${error?.stack ?? error}; the browser renders ${request.url}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
