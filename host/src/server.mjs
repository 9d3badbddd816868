#!/usr/bin/env node
// Usage: node host/src/server.mjs [--port 8080] [--dir .host] [--api http://127.0.0.1:4000] [--trust-proxy 127.0.0.1] [--workers 2]
// --trust-proxy: addresses of a proxy in front of the host whose X-Forwarded-For/-Proto are believed
// (HSTS is sent when it says the visitor came over TLS). --workers (HOST_WORKERS): host processes
// sharing the port, by default one per core. LOG_LEVEL sets the log's level (info).
// HOST_PAGE_S_MAXAGE / HOST_PAGE_STALE_WHILE_REVALIDATE: how long a shared cache keeps a page (page-cache.mjs).
// HOST_RENDER_CONCURRENCY: renders at once per process (render-slots.mjs, 4).
import cluster from 'node:cluster';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHost } from './create-host.mjs';
import { exitWithParent } from './exit-with-parent.mjs';
import { assertFetchablePort } from './fetchable-port.mjs';
import { hostWorkers, startWorkers } from './workers.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    dir: { type: 'string', default: process.env.HOST_DIR ?? '.host' },
    api: { type: 'string', default: process.env.API_URL },
    'trust-proxy': { type: 'string', default: process.env.TRUST_PROXY },
    workers: { type: 'string', default: process.env.HOST_WORKERS },
  },
});

try {
  if (values.api) await assertFetchablePort(values.api, 'The API URL');
} catch (error) {
  console.error(`Host not started: ${error.message}`);
  process.exit(1);
}
const root = path.resolve(values.dir);
let workers;
try {
  workers = hostWorkers(values.workers);
} catch (error) {
  console.error(`Host not started: ${error.message}`);
  process.exit(1);
}

if (cluster.isPrimary && workers > 1) {
  await startWorkers(workers);
  console.log(`Host serving ${root} on http://localhost:${values.port} (${workers} processes)`);
} else {
  const host = await createHost({
    root,
    apiUrl: values.api,
    trustProxy: values['trust-proxy']?.split(',') ?? false,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  await host.listen({ port: Number(values.port), host: '127.0.0.1' });
  if (cluster.isPrimary) console.log(`Host serving ${root} on http://localhost:${values.port}`);
  exitWithParent(() => host.close());
}
