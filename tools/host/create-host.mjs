import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { cacheControlFor, noCache } from './cache-policy.mjs';
import { pageStatus } from './page-status.mjs';
import { apiPaths, forwardToApi } from './proxy.mjs';
import { isFile, resolveInside, sendBody, sendFile } from './static-files.mjs';
import { pageHead } from './page-head.mjs';

/**
 * The local static host: the shell at `/`, every published remote under `/remotes/<name>/<version>/`,
 * the runtime registry at `/registry.json`, and the API's paths forwarded to `apiUrl`.
 */
export function createHost({ root, apiUrl }) {
  const shellDir = path.join(root, 'shell');

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
    const html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
    const page = html.replace('</head>', `${await pageHead(root, urlPath)}</head>`);
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
