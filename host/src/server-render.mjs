import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { serverLibrariesGlobal, serverProvidedLibrary } from '../rspack/shared-libraries.mjs';
import { currentRelease } from './page-head.mjs';

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
function moduleLoader(root, registry) {
  return async (remote, module) => {
    const manifest = registry.remotes?.[remote]?.manifest;
    if (typeof manifest !== 'string' || !manifest.startsWith('/')) throw new Error(`${remote} is not published on this host`);
    const build = await loadBuild(path.join(root, path.posix.dirname(manifest), 'server', 'exposes.cjs'));
    const exposed = build.exposedModules?.[`./${module}`];
    if (!exposed) throw new Error(`${remote} has no server module ${module}`);
    return exposed;
  };
}

/**
 * Renders the first view of pages with the published shell and remotes, their data read from the
 * API. Resolves to null whenever the browser should render the page instead: no API or no server
 * build here, a failure, or a render slower than `timeoutMs`. A page is never lost to it.
 */
export function createServerRenderer({ root, apiUrl, timeoutMs = renderTimeoutMs }) {
  if (!apiUrl) return async () => null;
  provideServerLibraries();
  const shellBuild = path.join(root, 'shell', 'server', 'render-page.cjs');

  return async function renderFirstView(request) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const [shell, { registry }] = await Promise.all([loadBuild(shellBuild), currentRelease(root)]);
      const rendered = await Promise.race([
        shell.renderPage({
          url: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          graphqlUrl: new URL('/graphql', apiUrl).href,
          loadModule: moduleLoader(root, registry),
          signal: controller.signal,
        }),
        new Promise((resolve) => controller.signal.addEventListener('abort', () => resolve(null))),
      ]);
      return rendered && { ...rendered, stateElementId: shell.serverStateElementId };
    } catch (error) {
      if (error?.code !== 'ENOENT') console.error('[host] server render failed, the browser renders', request.url, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
