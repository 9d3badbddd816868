import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { startPostgres, type PostgresServer } from '../support/postgres-server.js';

const PRODUCT = '{ product(where: { slug: "macbook-air-13-m2-2022-excellent" }) { id } }';
const MASKED = 'An error occured. Please try again later.';
/** Longer than any wait the API's timeouts below allow: an answer later than this is a request left hanging. */
const ANSWER_WITHIN_MS = 15_000;

const status = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  return { code: response.status, body: (await response.json()) as unknown };
};

const askProduct = async (api: ApiProcess) => {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PRODUCT }),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  return (await response.json()) as { data?: { product: { id: string } | null }; errors?: { message: string }[] };
};

/** Polls /ready until it gives `code` (the previous answer is reused for up to a second) or 10 s pass. */
async function readyUntil(api: ApiProcess, code: number) {
  const deadline = Date.now() + 10_000;
  let ready = await status(`${api.url}/ready`);
  while (ready.code !== code && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ready = await status(`${api.url}/ready`);
  }
  return ready;
}

describe(
  'The API when its PostgreSQL server goes away, comes back or hangs',
  // A hang here must fail the run, not stall it.
  { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only (the postgres phase)', timeout: 120_000 },
  () => {
    // A server and an API of their own: these tests stop the database. Short timeouts keep the hung case quick.
    let server: PostgresServer;
    let api: ApiProcess;
    const scratch = mkdtempSync(path.join(tmpdir(), 'remac-outage-'));
    before(async () => {
      server = await startPostgres();
      api = await startApi({
        DATABASE_URL: server.url,
        API_DATA_DIR: scratch,
        API_PRERENDER_MEDIA: '0',
        API_RESPONSE_CACHE_TTL: '0',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
    });
    after(
      async () => {
        server.thaw();
        await api.stop();
        await server.stop();
        rmSync(scratch, { recursive: true, force: true });
      },
      { timeout: 60_000 },
    );

    it('says not ready, while still up, once the server is gone; requests get the usual masked error', async () => {
      assert.deepEqual(await status(`${api.url}/ready`), { code: 200, body: { status: 'ready' } });
      await server.halt();
      assert.deepEqual(await readyUntil(api, 503), { code: 503, body: { status: 'unavailable', database: 'down' } });
      assert.deepEqual(await status(`${api.url}/health`), { code: 200, body: { status: 'ok' } });
      assert.deepEqual(
        (await askProduct(api)).errors?.map((error) => error.message),
        [MASKED],
      );
      assert.deepEqual(await status(`${api.url}/health`), { code: 200, body: { status: 'ok' } });
    });

    it('serves again once the server is back, without a restart', async () => {
      await server.resume();
      assert.deepEqual(await readyUntil(api, 200), { code: 200, body: { status: 'ready' } });
      const answer = await askProduct(api);
      assert.equal(answer.errors, undefined);
      assert.ok(answer.data?.product?.id);
    });

    it('answers every request, with the masked error, while the server hangs, and serves again after', async () => {
      // More requests than the pool's ten connections: some wait for a connection, the others for an answer.
      await Promise.all(Array.from({ length: 4 }, () => askProduct(api)));
      server.freeze();
      const answers = await Promise.all(Array.from({ length: 15 }, () => askProduct(api)));
      assert.deepEqual(
        answers.map((answer) => answer.errors?.map((error) => error.message)),
        answers.map(() => [MASKED]),
      );
      assert.deepEqual(await readyUntil(api, 503), { code: 503, body: { status: 'unavailable', database: 'down' } });
      server.thaw();
      assert.deepEqual(await readyUntil(api, 200), { code: 200, body: { status: 'ready' } });
      const answer = await askProduct(api);
      assert.equal(answer.errors, undefined);
      assert.ok(answer.data?.product?.id);
    });
  },
);
