#!/usr/bin/env node
// npm start: install if needed, build everything, publish every remote, run API and host, print the URL.
import path from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';
import { assertFetchablePort } from '../host/src/fetchable-port.mjs';

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '4000';
// Before anything is built: on a port Node's fetch refuses, every page would silently lose server rendering.
try {
  await assertFetchablePort(`http://127.0.0.1:${apiPort}`, 'API_PORT: the API URL');
  await assertFetchablePort(`http://127.0.0.1:${port}`, 'PORT: the shop URL');
} catch (error) {
  console.error(`npm start stopped: ${error.message}`);
  process.exit(1);
}

const started = performance.now();
await ensureInstall();
const { buildAll } = await import('./lib/build-all.mjs');
const { publishAll } = await import('./lib/publish-all.mjs');
const { startProcess } = await import('./lib/start-process.mjs');
const { repoRoot, workspaces } = await import('./lib/workspaces.mjs');

const hostDir = path.resolve(repoRoot, process.env.HOST_DIR ?? '.host');

const timings = await buildAll();
console.log('Build seconds per workspace:', timings);
const versions = await publishAll(hostDir);
console.log('Published remotes:', versions);

const api = workspaces().find((workspace) => workspace.role === 'api' && workspace.scripts.start);
let apiUrl;
if (api) {
  await startProcess('api', 'npm', ['start', '--silent', '-w', api.folder], {
    cwd: repoRoot,
    env: { API_PORT: apiPort },
    ready: /API listening on/,
  });
  apiUrl = `http://127.0.0.1:${apiPort}`;
}

await startProcess(
  'host',
  process.execPath,
  [path.join(repoRoot, 'host/src/server.mjs'), '--port', port, '--dir', hostDir, ...(apiUrl ? ['--api', apiUrl] : [])],
  {
    cwd: repoRoot,
    ready: /Host serving/,
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nThe shop is running at http://localhost:${port}  (ready in ${seconds} s; Ctrl+C stops it)\n`);
