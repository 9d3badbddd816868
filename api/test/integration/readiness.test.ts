import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiUrl } from '../support/client.js';
import { startApi } from '../support/api-process.js';
import { startPostgres } from '../support/postgres-server.js';

const status = async (url: string) => {
  const response = await fetch(url);
  return { code: response.status, body: (await response.json()) as unknown };
};

describe('Readiness', () => {
  it('says the API under test is ready: its database answers', async () => {
    assert.deepEqual(await status(`${apiUrl()}/ready`), { code: 200, body: { status: 'ready' } });
  });

  it(
    'says not ready, while still up, once its PostgreSQL server is gone',
    { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only (the postgres phase)' },
    async () => {
      // A server and an API of their own: this test stops the database.
      const scratch = mkdtempSync(path.join(tmpdir(), 'remac-readiness-'));
      const server = await startPostgres();
      const api = await startApi({ DATABASE_URL: server.url, API_DATA_DIR: scratch, API_PRERENDER_MEDIA: '0' });
      after(async () => {
        await api.stop();
        rmSync(scratch, { recursive: true, force: true });
      });
      assert.deepEqual(await status(`${api.url}/ready`), { code: 200, body: { status: 'ready' } });
      await server.stop();
      // The answer of the check before the stop is reused for up to a second.
      const deadline = Date.now() + 10_000;
      let ready = await status(`${api.url}/ready`);
      while (ready.code === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ready = await status(`${api.url}/ready`);
      }
      assert.deepEqual(ready, { code: 503, body: { status: 'unavailable', database: 'down' } });
      assert.deepEqual(await status(`${api.url}/health`), { code: 200, body: { status: 'ok' } });
      // A request that needs the database gets the usual masked error, and the process stays up.
      const answer = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ product(where: { slug: "macbook-air-13-m2-2022-excellent" }) { id } }' }),
      });
      const body = (await answer.json()) as { errors?: { message: string }[] };
      assert.deepEqual(
        body.errors?.map((error) => error.message),
        ['An error occured. Please try again later.'],
      );
      assert.deepEqual(await status(`${api.url}/health`), { code: 200, body: { status: 'ok' } });
    },
  );
});
