#!/usr/bin/env node
// Usage: node host/src/server.mjs [--port 8080] [--dir .host] [--api http://127.0.0.1:4000] [--trust-proxy 127.0.0.1]
// --trust-proxy: addresses of a proxy in front of the host whose X-Forwarded-For/-Proto are believed
// (HSTS is sent when it says the visitor came over TLS). LOG_LEVEL sets the log's level (info).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHost } from './create-host.mjs';
import { exitWithParent } from './exit-with-parent.mjs';
import { assertFetchablePort } from './fetchable-port.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    dir: { type: 'string', default: process.env.HOST_DIR ?? '.host' },
    api: { type: 'string', default: process.env.API_URL },
    'trust-proxy': { type: 'string', default: process.env.TRUST_PROXY },
  },
});

try {
  if (values.api) await assertFetchablePort(values.api, 'The API URL');
} catch (error) {
  console.error(`Host not started: ${error.message}`);
  process.exit(1);
}
const root = path.resolve(values.dir);
const host = await createHost({
  root,
  apiUrl: values.api,
  trustProxy: values['trust-proxy']?.split(',') ?? false,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
await host.listen({ port: Number(values.port), host: '127.0.0.1' });
console.log(`Host serving ${root} on http://localhost:${values.port}`);
exitWithParent(() => host.close());
