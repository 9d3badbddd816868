#!/usr/bin/env node
// Serves one remote's standalone build (its QA harness) with a fallback to index.html for deep links.
// Usage: node host/src/serve-static.mjs --dir content/dist/standalone --port 4311 [--api http://127.0.0.1:4000]
// With --api, the API's paths (/graphql, /oauth/, /media/) are forwarded so the harness and its API share one origin.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from './create-host.mjs';
import { exitWithParent } from './exit-with-parent.mjs';
import { fileInside, registerFiles, sendFile } from './files.mjs';
import { isPrivateFile, requestPath } from './request-path.mjs';
import { apiPaths } from './api-forwarding.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string', default: '4311' }, api: { type: 'string' } } });
const root = path.resolve(values.dir);

const { app, forwardToApi } = await createServer({ apiUrl: values.api, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await registerFiles(app, root);
app.all('/*', async (request, reply) => {
  const urlPath = requestPath(request.url);
  if (urlPath === null) return reply.code(400).send('Bad request');
  if (values.api && apiPaths.test(urlPath)) return forwardToApi(request, reply);
  const file = !isPrivateFile(urlPath) && (await fileInside(root, urlPath));
  return sendFile(reply, root, file ? urlPath : '/index.html', 'no-cache');
});
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
console.log(`Serving ${root} on http://localhost:${values.port}`);
exitWithParent(() => app.close());
