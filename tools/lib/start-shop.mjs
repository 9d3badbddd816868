import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build-all.mjs';
import { publishAll } from './publish-all.mjs';
import { startProcess } from './start-process.mjs';
import { repoRoot } from './workspaces.mjs';
import { createHost } from '../../host/src/create-host.mjs';

/**
 * The shop as `npm start` serves it (the current builds published to a scratch host folder, the API
 * with its own data folder, pages rendered on the server), for the benchmarks. Builds first if
 * nothing is built. With `hostPort`, the host runs as `npm start` runs it (host/src/server.mjs, its
 * HOST_WORKERS processes) on that port; without, in this process on a free port. `waitForPictures`:
 * resolves only once a newly seeded API has rendered the catalogue's pictures. With `hostPort`, `pids`
 * names the host's and the API's processes (each the root of its process tree).
 */
export async function startShop({ apiPort, dataDir, hostPort, waitForPictures = false }) {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) await buildAll();
  const hostDir = await mkdtemp(path.join(os.tmpdir(), 'remac-bench-'));
  await publishAll(hostDir);
  const api = await startProcess('api', 'npm', ['start', '--silent', '-w', 'api'], {
    cwd: repoRoot,
    env: { API_PORT: String(apiPort), API_DATA_DIR: path.join(repoRoot, dataDir) },
    // A first start seeds the catalogue, then renders its pictures in the background (tens of seconds
    // of CPU): a benchmark waits for that, or it would measure it too.
    ready: (output) =>
      /API listening on/.test(output) && (!waitForPictures || !/catalogue seeded/.test(output) || /API media:/.test(output)),
    timeoutMs: 300_000,
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  if (hostPort) {
    const host = await startProcess(
      'host',
      process.execPath,
      ['host/src/server.mjs', '--port', String(hostPort), '--dir', hostDir, '--api', apiUrl],
      {
        cwd: repoRoot,
        env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
        ready: /Host serving/,
      },
    );
    const stop = async () => {
      host.kill();
      api.kill();
      await rm(hostDir, { recursive: true, force: true });
    };
    return { origin: `http://localhost:${hostPort}`, hostDir, stop, pids: { host: host.pid, api: api.pid } };
  }
  const server = await createHost({ root: hostDir, apiUrl });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await server.close();
    api.kill();
    await rm(hostDir, { recursive: true, force: true });
  };
  return { origin: `http://localhost:${server.server.address().port}`, hostDir, stop };
}
