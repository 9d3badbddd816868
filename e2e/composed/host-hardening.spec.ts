import net from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { composedPort, deadApiPort, renderLogPort, testHostDir } from '../support/ports';
import { spawnHost } from '../support/spawn-host';

/** A request exactly as written (no client normalises its path first); resolves with the whole answer once the host closes. */
function rawRequest(text: string, port = composedPort): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}
const statusOf = (answer: string) => Number(answer.split(' ', 2)[1]);
const get = (urlPath: string) => rawRequest(`GET ${urlPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

test('server builds, source maps and build statistics are 404 however the path is spelled; a malformed escape is 400', async () => {
  const registry = JSON.parse(await readFile(path.resolve(testHostDir, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  const catalog = `/remotes/catalog/${registry.remotes.catalog!.version}`;
  const page = await get('/');
  const script =
    page.match(/<script defer src="([^"]+)"/)?.[1] ?? page.match(/<link rel="preload" as="script" href="(\/static\/[^"]+)"/)![1]!;
  expect(statusOf(await get(script))).toBe(200);
  expect(statusOf(await get(`${catalog}/remoteEntry.js`))).toBe(200);
  for (const urlPath of [
    '/server/render-page.cjs',
    '/%73erver/render-page.cjs',
    '//server/render-page.cjs',
    '/static/../server/render-page.cjs',
    '/static/%2e%2e/server/render-page.cjs',
    `${catalog}/server/exposes.cjs`,
    `${catalog}//server/exposes.cjs`,
    `${catalog}/%73erver/exposes.cjs`,
    `${catalog}/static/../server/exposes.cjs`,
    `${script}.map`,
    `${script}%2emap`,
    `${catalog}/remoteEntry.js.map`,
    '/mf-stats.json',
    `${catalog}/mf-stats.json`,
  ]) {
    expect(statusOf(await get(urlPath)), urlPath).toBe(404);
  }
  expect(statusOf(await get('/%E0%A4%A'))).toBe(400);
});

test('a 200 kB GraphQL body through the host is refused with 413, not 502', async ({ request }) => {
  const query = `{ search(term: "${'x'.repeat(200_000)}") { total } }`;
  const response = await request.post('/graphql', { headers: { Tenant: 'remac', Locale: 'el' }, data: { query } });
  expect(response.status()).toBe(413);
  // A normal query still goes through.
  const ok = await request.post('/graphql', { headers: { Tenant: 'remac', Locale: 'el' }, data: { query: '{ __typename }' } });
  expect(ok.status()).toBe(200);
});

test('a request whose body stalls is cut with 408 after the request time (15 s), not left open', async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const answer = await rawRequest(
    'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
  );
  expect(statusOf(answer)).toBe(408);
  expect(Date.now() - started).toBeLessThan(40_000);
});

test('a page the server could not render for a down API goes out for the browser, and the host logs why', async ({ page }) => {
  const host = await spawnHost(path.resolve(testHostDir), renderLogPort, { apiUrl: `http://127.0.0.1:${deadApiPort}` });
  try {
    for (let i = 0; i < 3; i += 1) {
      const response = await page.request.get(`http://localhost:${renderLogPort}/products`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    await expect
      .poll(() => host.output())
      .toMatch(/server render: API unreachable: fetch failed \(ECONNREFUSED\); the browser renders \/products/);
    expect(host.output().match(/server render: API unreachable/g)).toHaveLength(1);
  } finally {
    host.kill();
  }
});
