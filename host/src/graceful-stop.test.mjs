import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const server = path.join(import.meta.dirname, 'server.mjs');
let root;
let api;
/** The stand-in API holds each GraphQL request until the test answers it: a request is in flight for as long as needed. */
const held = [];
let arrived;

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-graceful-stop-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head><title>ReMac</title></head><body></body></html>');
  api = createServer((req, res) => {
    req.resume();
    if (req.url !== '/graphql') return res.writeHead(404).end();
    held.push(res);
    arrived?.();
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
});

after(async () => {
  api.closeAllConnections();
  api.close();
  await rm(root, { recursive: true, force: true });
});

/** A port free right now: in cluster mode the host prints the port it was given, so it cannot be 0. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

async function startHost(workers) {
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    const child = spawn(process.execPath, [server, '--port', String(port), '--dir', root, '--api', apiUrl, '--workers', workers], {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let onOutput = () => {};
    /** Once `count` of its processes have said they are stopping (or it has exited): each is then draining. */
    const stopping = (count) =>
      new Promise((done) => {
        onOutput = () => {
          if ((output.match(/ stopping: /g) ?? []).length >= count) done();
        };
        child.once('exit', done);
        onOutput();
      });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      onOutput();
      if (output.includes('Host serving')) resolve({ child, url: `http://127.0.0.1:${port}`, stopping });
    });
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
}

for (const workers of ['1', '2']) {
  test(
    `told to stop, the host (${workers} process${workers === '1' ? '' : 'es'}) answers the request in flight, then exits`,
    { timeout: 60_000 },
    async () => {
      const { child, url, stopping } = await startHost(workers);
      const exited = once(child, 'exit');
      const atApi = new Promise((resolve) => (arrived = resolve));
      const answer = fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      await atApi;
      child.kill('SIGTERM');
      // The primary and each of its processes, or the one process.
      await stopping(workers === '1' ? 1 : Number(workers) + 1);
      held.shift().writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"__typename":"Query"}}');
      const response = await answer;
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('connection'), 'close', 'the answer closes its connection, which would keep the host alive');
      assert.deepEqual(await response.json(), { data: { __typename: 'Query' } });
      const [code] = await exited;
      assert.equal(code, 0);
    },
  );
}
