import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogueForSitemap } from './sitemap-catalogue.mjs';

const silentLog = { warn: () => undefined };

/** A stand-in API with `count` products; counts the GraphQL requests and fails while `down` is set. */
function fakeApi(count) {
  const api = { requests: 0, down: false, count };
  api.fetch = async (url, init) => {
    api.requests += 1;
    if (api.down) throw new TypeError('fetch failed');
    assert.equal(new Headers(init.headers).get('tenant'), 'remac');
    const { variables } = JSON.parse(init.body);
    const skip = variables.skip ?? 0;
    const slugs = Array.from({ length: Math.max(0, Math.min(variables.first, api.count - skip)) }, (_, index) => ({
      slug: `p${skip + index}`,
    }));
    const data = {
      products: { total: api.count, nodes: slugs },
      categories: [{ slug: 'imac' }],
      promotions: { nodes: [{ slug: 'black-friday' }] },
    };
    return Response.json({ data });
  };
  return api;
}

test('reads every product page by page, with the categories and promotions', async () => {
  const api = fakeApi(250);
  const catalogue = await catalogueForSitemap({ apiUrl: 'http://api.test', fetch: api.fetch, log: silentLog })();
  assert.equal(catalogue.products.length, 250);
  assert.equal(new Set(catalogue.products).size, 250);
  assert.deepEqual(catalogue.categories, ['imac']);
  assert.deepEqual(catalogue.promotions, ['black-friday']);
  assert.equal(api.requests, 3);
});

test('parallel and repeated requests within the maximum age cost the API one read', async () => {
  const api = fakeApi(50);
  let clock = 0;
  const catalogue = catalogueForSitemap({ apiUrl: 'http://api.test', fetch: api.fetch, log: silentLog, maxAgeMs: 1000, now: () => clock });
  await Promise.all(Array.from({ length: 20 }, () => catalogue()));
  clock = 999;
  await catalogue();
  assert.equal(api.requests, 1);
  clock = 1000;
  api.count = 60;
  assert.equal((await catalogue()).products.length, 50, 'the kept catalogue is served while the new one is read');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(api.requests, 2);
  assert.equal((await catalogue()).products.length, 60);
});

test('a failed read keeps the last catalogue; with none yet, it fails and the next request tries again', async () => {
  const api = fakeApi(10);
  let clock = 0;
  const catalogue = catalogueForSitemap({ apiUrl: 'http://api.test', fetch: api.fetch, log: silentLog, maxAgeMs: 1000, now: () => clock });
  api.down = true;
  await assert.rejects(catalogue(), /fetch failed/);
  api.down = false;
  assert.equal((await catalogue()).products.length, 10);
  api.down = true;
  clock = 5000;
  assert.equal((await catalogue()).products.length, 10);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await catalogue()).products.length, 10);
});
