import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainScript, startApi, type ApiProcess } from '../support/api-process.js';
import { seededDataDir } from '../support/seeded-database.js';

const BODY = JSON.stringify({ query: '{ product(where: { slug: "macbook-air-13-m2-2022-excellent" }) { id } }' });

/**
 * Sends a GraphQL request's headers and, once the API has taken the request (its 100 Continue), waits for
 * `meanwhile` before sending the body. Resolves with the status and body of the answer.
 */
function requestWithPause(url: string, meanwhile: () => Promise<void>): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY), expect: '100-continue' },
    });
    req.on('continue', () => {
      void meanwhile().then(() => req.end(BODY));
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('Shutting the API down', { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'remac-shutdown-'));
  let api: ApiProcess;
  before(async () => {
    api = await startApi({
      API_DATA_DIR: seededDataDir(scratch),
      API_PRERENDER_MEDIA: '0',
      DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
    });
  });
  after(async () => {
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('stops cleanly when nobody reads its log any more (the process that started it gone)', async () => {
    const child = spawn(process.execPath, [mainScript], {
      env: {
        ...process.env,
        API_PORT: '0',
        API_DATA_DIR: seededDataDir(scratch),
        API_PRERENDER_MEDIA: '0',
        ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = once(child, 'exit');
    await new Promise<void>((resolve) =>
      child.stdout!.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('API listening')) resolve();
      }),
    );
    child.stdout!.destroy();
    child.kill('SIGTERM');
    const [code] = await exited;
    assert.equal(code, 0, 'a log line written to the closed pipe ended the process with an error');
  });

  it('answers a request in flight when told to stop, takes no new connection, and then exits', async () => {
    // The body goes once the API says it is stopping, so the request is answered while it drains.
    const answer = await requestWithPause(api.url, () => {
      process.kill(api.pid, 'SIGTERM');
      return api.said(/API stopping/);
    });
    assert.equal(answer.status, 200);
    assert.ok((JSON.parse(answer.body) as { data?: { product?: { id: string } } }).data?.product?.id, answer.body);
    assert.equal(answer.connection, 'close');
    await api.exited;
    await assert.rejects(fetch(`${api.url}/health`), /fetch failed/);
  });
});
