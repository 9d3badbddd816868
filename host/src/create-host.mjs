import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { registerApiForwarding, apiPaths } from './api-forwarding.mjs';
import { cacheControlFor, noCache } from './cache-policy.mjs';
import { releaseReader } from './current-release.mjs';
import { fileInside, registerFiles, sendFile } from './files.mjs';
import * as limits from './limits.mjs';
import { pageHead } from './page-head.mjs';
import { withFirstView, withNonces } from './page-html.mjs';
import { pageStatus } from './page-status.mjs';
import { isPrivateFile, requestPath } from './request-path.mjs';
import { plainSecurityHeaders, registerSecurityHeaders } from './security-headers.mjs';
import { createServerRenderer } from './server-render.mjs';

const notFound = (reply) => reply.code(404).header('cache-control', noCache).type('text/plain; charset=utf-8').send('Not found');
const badRequest = (reply) => reply.code(400).header('cache-control', noCache).type('text/plain; charset=utf-8').send('Bad request');

/**
 * A Fastify server with the host's limits, security headers, compression and API forwarding; the
 * caller adds its routes. `limits` overrides limits.mjs (tests use short times).
 */
export async function createServer({ logger = false, trustProxy = false, apiUrl, limits: overrides = {} }) {
  const { bodyLimitBytes, requestTimeoutMs, headersTimeoutMs, connectionTimeoutMs, timeoutCheckIntervalMs } = { ...limits, ...overrides };
  const app = Fastify({
    logger,
    // Failures are logged where they happen, with their reason; a line per request would bury them.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    bodyLimit: bodyLimitBytes,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    http: { connectionsCheckingInterval: timeoutCheckIntervalMs },
    // A malformed escape in the path (`/%E0%A4%A`) is the client's error: 400, through the usual hooks.
    // It is answered before the hooks that add the security headers run: they are added here.
    frameworkErrors: (error, request, reply) =>
      error.code === 'FST_ERR_BAD_URL' ? badRequest(reply.headers(plainSecurityHeaders)) : reply.send(error),
  });
  app.server.headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  await registerSecurityHeaders(app);
  // Bodies are only forwarded to the API, as received: held in full (up to the limit, else 413) so
  // that an oversized or slow body is refused here, never half-forwarded.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_, body, done) => done(null, body));
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = status === 500 ? 'Internal error' : error.message;
    reply.code(status).header('cache-control', noCache);
    if (apiPaths.test(requestPath(request.url) ?? '')) return reply.type('application/json').send({ errors: [{ message }] });
    return reply.type('text/plain; charset=utf-8').send(message);
  });
  const forwardToApi = await registerApiForwarding(app, apiUrl);
  return { app, forwardToApi };
}

/**
 * The shop's host: the shell at `/`, every published remote under `/remotes/<name>/<version>/`, the
 * runtime registry at `/registry.json`, and the API's paths forwarded to `apiUrl`. With an API,
 * pages carry their first view rendered on the server (docs/server-rendering.md). Resolves to the
 * Fastify instance, not yet listening.
 */
export async function createHost({ root, apiUrl, renderTimeoutMs, ...options }) {
  const shellDir = path.join(root, 'shell');
  const { app, forwardToApi } = await createServer({ apiUrl, ...options });
  await registerFiles(app, root);
  const currentRelease = releaseReader(root, app.log);
  const renderFirstView = createServerRenderer({ root, apiUrl, log: app.log, timeoutMs: renderTimeoutMs });

  async function page(request, reply, urlPath) {
    const status = pageStatus(urlPath, request.headers['user-agent']);
    reply.code(status).header('cache-control', noCache).type('text/html; charset=utf-8');
    if (status === 417)
      return reply.send(withNonces(await readFile(path.join(shellDir, 'unsupported-browser.html'), 'utf8'), reply.cspNonce));
    const release = await currentRelease();
    const rendered = status === 200 ? await renderFirstView(request, release) : null;
    const html = withFirstView(
      withNonces(await readFile(path.join(shellDir, 'index.html'), 'utf8'), reply.cspNonce),
      rendered,
      reply.cspNonce.script,
    );
    const head = pageHead(release, urlPath, { rendered: rendered?.state.modules });
    return reply.send(html.replace('</head>', () => `${head}</head>`));
  }

  async function registry(reply) {
    const release = await currentRelease();
    if (!release) return notFound(reply);
    return reply.header('cache-control', noCache).type('application/json; charset=utf-8').send(JSON.stringify(release.registry));
  }

  app.all('/*', async (request, reply) => {
    const urlPath = requestPath(request.url);
    if (urlPath === null) return badRequest(reply);
    if (apiPaths.test(urlPath)) return forwardToApi(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
    if (isPrivateFile(urlPath)) return notFound(reply);
    if (urlPath === '/registry.json') return registry(reply);
    const dir = urlPath.startsWith('/remotes/') ? root : shellDir;
    if (await fileInside(dir, urlPath)) return sendFile(reply, dir, urlPath, cacheControlFor(urlPath));
    if (urlPath.startsWith('/remotes/') || urlPath.startsWith('/static/')) return notFound(reply);
    return page(request, reply, urlPath);
  });
  return app;
}
