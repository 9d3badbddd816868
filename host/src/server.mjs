#!/usr/bin/env node
// Usage: node tools/host/server.mjs [--port 8080] [--dir .host] [--api http://127.0.0.1:4000]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHost } from './create-host.mjs';
import { exitWithParent } from '../lib/exit-with-parent.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    dir: { type: 'string', default: process.env.HOST_DIR ?? '.host' },
    api: { type: 'string', default: process.env.API_URL },
  },
});

const root = path.resolve(values.dir);
const server = createHost({ root, apiUrl: values.api });
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Host serving ${root} on http://localhost:${values.port}`);
});
exitWithParent(() => server.close());
