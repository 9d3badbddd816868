import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ResponseCache } from '../response-cache.js';

const request = { method: 'POST', tenant: 'remac', locale: 'el', url: '/graphql', body: Buffer.from('{"query":"{ products { total } }"}') };
const entry = { status: 200, headers: {}, body: Buffer.from('{}') };

describe('response cache', () => {
  it('caches anonymous queries per tenant and locale', () => {
    const cache = new ResponseCache(30_000);
    const key = cache.keyFor(request)!;
    cache.set(key, entry);
    assert.equal(cache.get(key), cache.get(cache.keyFor({ ...request })!));
    assert.equal(cache.get(cache.keyFor({ ...request, locale: 'en' })!), undefined);
  });

  it('never caches requests with credentials, mutations or when disabled', () => {
    const cache = new ResponseCache(30_000);
    assert.equal(cache.keyFor({ ...request, authorization: 'Bearer x' }), null);
    assert.equal(cache.keyFor({ ...request, body: Buffer.from('{"query":"mutation { register }"}') }), null);
    assert.equal(new ResponseCache(0).keyFor(request), null);
  });

  it('drops entries after their time to live', (t) => {
    const cache = new ResponseCache(1000);
    const now = Date.now();
    t.mock.method(Date, 'now', () => now);
    const key = cache.keyFor(request)!;
    cache.set(key, entry);
    assert.ok(cache.get(key));
    t.mock.method(Date, 'now', () => now + 1001);
    assert.equal(cache.get(key), undefined);
  });
});
