import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { cacheControlFor, noCache } from './cache-policy.mjs';
import { pageStatus } from './page-status.mjs';
import { apiPaths, forwardToApi } from './proxy.mjs';
import { isFile, resolveInside, sendBody, sendFile } from './static-files.mjs';
import { inlineJson, pageHead } from './page-head.mjs';
import { createServerRenderer } from './server-render.mjs';
import { startScriptsAfterPaint } from './start-after-paint.mjs';

/** Server builds are for the host itself, never sent. */
const serverBuildPath = /^\/(remotes\/[^/]+\/[^/]+\/)?server\//;

/** The shell's page with the first view the server rendered, if any, and the state to hydrate it with. */
function withFirstView(html, rendered) {
  if (!rendered) return html;
  const state = `<script type="application/json" id="${rendered.stateElementId}">${inlineJson(rendered.state)}</script>`;
  // A function, so that `$` in the markup is never read as a replacement pattern.
  return startScriptsAfterPaint(html.replace('<div id="root"></div>', () => `<div id="root">${rendered.markup}</div>${state}`));
}

/**
 * The local static host: the shell at `/`, every published remote under `/remotes/<name>/<version>/`,
 * the runtime registry at `/registry.json`, and the API's paths forwarded to `apiUrl`. With an API,
 * pages carry their first view rendered on the server (docs/server-rendering.md).
 */
export function createHost({ root, apiUrl, renderTimeoutMs }) {
  const shellDir = path.join(root, 'shell');
  const renderFirstView = createServerRenderer({ root, apiUrl, timeoutMs: renderTimeoutMs });

  async function handle(request, response) {
    const urlPath = new URL(request.url, 'http://host').pathname;
    if (apiPaths.test(urlPath)) {
      if (apiUrl) return forwardToApi(request, response, apiUrl);
      response.writeHead(503, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ errors: [{ message: 'No API is configured for this host' }] }));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      return response.end();
    }
    if (serverBuildPath.test(urlPath)) {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': noCache });
      return response.end('Not found');
    }
    const published = urlPath === '/registry.json' || urlPath.startsWith('/remotes/') ? resolveInside(root, urlPath) : null;
    const shellFile = published ? null : resolveInside(shellDir, urlPath);
    const file = published ?? shellFile;
    if (file && (await isFile(file))) return sendFile(request, response, file, { cacheControl: cacheControlFor(urlPath) });
    if (urlPath.startsWith('/remotes/') || urlPath.startsWith('/static/') || urlPath === '/registry.json') {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': noCache });
      return response.end('Not found');
    }
    const status = pageStatus(urlPath, request.headers['user-agent']);
    if (status === 417) return sendFile(request, response, path.join(shellDir, 'unsupported-browser.html'), { status, cacheControl: noCache });
    const rendered = status === 200 ? await renderFirstView(request) : null;
    const html = withFirstView(await readFile(path.join(shellDir, 'index.html'), 'utf8'), rendered);
    const head = await pageHead(root, urlPath, { rendered: rendered?.state.modules });
    const page = html.replace('</head>', () => `${head}</head>`);
    return sendBody(request, response, Buffer.from(page), { status, cacheControl: noCache, type: 'text/html; charset=utf-8' });
  }

  return http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error('[host]', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    });
  });
}
