#!/usr/bin/env node
// Serves one remote's standalone build (its QA harness) with a fallback to index.html for deep links.
// Usage: node tools/host/serve-static.mjs --dir content/dist --port 4311 [--api http://127.0.0.1:4000]
// With --api, the API's paths (/graphql, /oauth/, /media/) are forwarded so the harness and its API share one origin.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isFile, resolveInside, sendFile } from './static-files.mjs';
import { exitWithParent } from '../lib/exit-with-parent.mjs';
import { apiPaths, forwardToApi } from './proxy.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string', default: '4311' }, api: { type: 'string' } } });
const root = path.resolve(values.dir);

const server = http.createServer(async (request, response) => {
  const urlPath = new URL(request.url, 'http://host').pathname;
  if (values.api && apiPaths.test(urlPath)) return forwardToApi(request, response, values.api);
  const file = resolveInside(root, urlPath);
  const target = file && (await isFile(file)) ? file : path.join(root, 'index.html');
  await sendFile(request, response, target, { cacheControl: 'no-cache' }).catch(() => {
    response.writeHead(500);
    response.end();
  });
});
server.listen(Number(values.port), '127.0.0.1', () => console.log(`Serving ${root} on http://localhost:${values.port}`));
exitWithParent(() => server.close());
