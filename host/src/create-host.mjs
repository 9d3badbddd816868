import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { registerApiForwarding, apiPaths } from './api-forwarding.mjs';
import { cacheControlFor, noCache } from './cache-policy.mjs';
import { closeConnectionsWhileStopping } from './close-while-stopping.mjs';
import { releaseReader } from './current-release.mjs';
import { fileInside, registerFiles, sendFile } from './files.mjs';
import * as limits from './limits.mjs';
import { etagOf, matchesEtag, notShared, pageCacheControl, pageCacheControlAt, pageCacheFromEnv, pageVary } from './page-cache.mjs';
import { pageHead, withInlinedStylesheets } from './page-head.mjs';
import { firstViewHtml, nonceStandIns, pageBytes, withHead, withNonces, withResponseNonces } from './page-html.mjs';
import { pageResponse, pageStatus } from './page-status.mjs';
import { isPrivateFile, requestPath } from './request-path.mjs';
import { plainSecurityHeaders, registerSecurityHeaders } from './security-headers.mjs';
import { robotsTxt } from './robots.mjs';
import { createRouteHead, createServerRenderer, renderTiming } from './server-render.mjs';
import { sitemapXml, listedPages } from './sitemap.mjs';
import { catalogueForSitemap } from './sitemap-catalogue.mjs';
import { startScriptsAfterPaint } from './start-after-paint.mjs';

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
  closeConnectionsWhileStopping(app);
  // Whatever sets a cookie is this visitor's: never kept by a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('set-cookie') && /\bpublic\b/.test(String(reply.getHeader('cache-control') ?? '')))
      reply.header('cache-control', notShared);
  });
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
 * A page a cache may share, with its validator; 304 without the body when the client (or a cache in
 * front) has it. The page is its `frame` (with nonce stand-ins) and `firstView`: the tag is taken from
 * those, so it is the same for the same page whatever the response's CSP nonces, and a 304 carries no
 * Content-Security-Policy: the holder keeps the policy stored with its body, whose nonces it names.
 */
function sendPage(request, reply, { frame, firstView }) {
  // Encoded once, to be tagged and sent: UTF-8 encoding a rendered page's text costs more than hashing it.
  const firstViewBytes = Buffer.from(firstView);
  const body = () => pageBytes(withResponseNonces(frame, reply.cspNonce), firstViewBytes);
  if (!String(reply.getHeader('cache-control')).startsWith('public')) return reply.send(body());
  const etag = etagOf(frame, firstViewBytes);
  reply.header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return reply.send(body());
  reply.removeHeader('content-security-policy');
  return reply.code(304).send();
}

/**
 * The shop's host: the shell at `/`, every published remote under `/remotes/<name>/<version>/`, the
 * runtime registry at `/registry.json`, and the API's paths forwarded to `apiUrl`. With an API,
 * pages carry their first view rendered on the server (docs/server-rendering.md), and may be kept
 * by a shared cache for `pageCache.sMaxAge` seconds (page-cache.mjs). Resolves to the Fastify
 * instance, not yet listening.
 */
export async function createHost({ root, apiUrl, renderTimeoutMs, pageCache = pageCacheFromEnv(), ...options }) {
  const shellDir = path.join(root, 'shell');
  const { app, forwardToApi } = await createServer({ apiUrl, ...options });
  await registerFiles(app, root);
  const currentRelease = releaseReader(root, app.log);
  const renderFirstView = createServerRenderer({ root, apiUrl, log: app.log, timeoutMs: renderTimeoutMs });
  const routeHead = createRouteHead({ root, log: app.log });

  /**
   * The page but its first view, with nonce stand-ins: the template with its head, its inlined styles
   * and the release's additions, and, for a rendered page, its scripts started after the first paint.
   * Built before the first view goes in, so that none of this searches the rendered markup.
   */
  async function pageFrame(request, urlPath, release, rendered) {
    const template = withNonces(await readFile(path.join(shellDir, 'index.html'), 'utf8'), nonceStandIns);
    const head = rendered?.head ?? (await routeHead(request.url));
    const additions = await pageHead(release, urlPath, { rendered: rendered?.state.modules, root, styleNonce: nonceStandIns.style });
    const styled = await withInlinedStylesheets(withHead(template, head), shellDir, nonceStandIns.style);
    const frame = styled.replace('</head>', () => `${additions}</head>`);
    return rendered ? startScriptsAfterPaint(frame, nonceStandIns.script) : frame;
  }

  async function page(request, reply, urlPath) {
    const routeStatus = pageStatus(urlPath, request.headers['user-agent']);
    reply.type('text/html; charset=utf-8');
    if (routeStatus === 417)
      return reply
        .code(417)
        .header('cache-control', pageCacheControl('personal'))
        .send(withNonces(await readFile(path.join(shellDir, 'unsupported-browser.html'), 'utf8'), reply.cspNonce));
    const release = await currentRelease();
    // The route table's 404 is not rendered, and is the same for everyone.
    const { rendered, render, languageRedirect } =
      routeStatus === 200 ? await renderFirstView(request, release) : { rendered: null, render: 'none' };
    const vary = pageVary(urlPath);
    if (vary) reply.header('vary', vary);
    reply.header('cache-control', pageCacheControlAt(urlPath, apiUrl ? render : 'off', pageCache)).header('x-render', render);
    // The English page is rendered at its own address: sent there, the visitor gets it rendered and hydrated.
    if (languageRedirect) return reply.code(302).header('location', languageRedirect).send();
    if (rendered) reply.header('server-timing', renderTiming(rendered));
    request.log.debug({ url: request.url, render }, 'page');
    // The rendered page may have found its product, category or promotion missing, or moved.
    const { status, location } = pageResponse(routeStatus, rendered?.outcome, request.url);
    if (location) return reply.code(status).header('location', location).send();
    const frame = await pageFrame(request, urlPath, release, rendered);
    return sendPage(request, reply.code(status), { frame, firstView: firstViewHtml(rendered) });
  }

  /** Without an API, the sitemap lists the pages of the route table only. */
  const catalogue = apiUrl ? catalogueForSitemap({ apiUrl, log: app.log }) : async () => ({});
  const crawlerFile = 'public, max-age=3600';

  async function sitemap(reply) {
    let pages;
    try {
      pages = listedPages(await catalogue());
    } catch (error) {
      app.log.warn(`sitemap: the catalogue could not be read: ${error.message}`);
      return reply
        .code(503)
        .header('retry-after', '60')
        .header('cache-control', noCache)
        .type('text/plain; charset=utf-8')
        .send('Try again later');
    }
    return reply.header('cache-control', crawlerFile).type('application/xml; charset=utf-8').send(sitemapXml(pages));
  }

  async function registry(reply) {
    const release = await currentRelease();
    if (!release) return notFound(reply);
    return reply.header('cache-control', noCache).type('application/json; charset=utf-8').send(JSON.stringify(release.registry));
  }

  // Server builds loaded as the host starts, not by the first render. Not awaited: on a busy machine
  // loading them can outlast Fastify's start-up time limit.
  app.addHook('onReady', async () => {
    void currentRelease().then((release) => renderFirstView.warmUp(release));
  });
  app.addHook('onClose', async () => renderFirstView.close());
  app.all('/*', async (request, reply) => {
    const urlPath = requestPath(request.url);
    if (urlPath === null) return badRequest(reply);
    if (apiPaths.test(urlPath)) return forwardToApi(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
    if (isPrivateFile(urlPath)) return notFound(reply);
    if (urlPath === '/registry.json') return registry(reply);
    if (urlPath === '/robots.txt') return reply.header('cache-control', crawlerFile).type('text/plain; charset=utf-8').send(robotsTxt());
    if (urlPath === '/sitemap.xml') return sitemap(reply);
    const dir = urlPath.startsWith('/remotes/') ? root : shellDir;
    if (await fileInside(dir, urlPath)) return sendFile(reply, dir, urlPath, cacheControlFor(urlPath));
    if (urlPath.startsWith('/remotes/') || urlPath.startsWith('/static/')) return notFound(reply);
    return page(request, reply, urlPath);
  });
  return app;
}
