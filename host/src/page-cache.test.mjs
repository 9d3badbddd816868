import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, beforeEach, test } from 'node:test';
import { createHost } from './create-host.mjs';

// The fake shell server build hands each request to whatever the test put here.
const fakeRender = Symbol.for('remac.test.fakeRender');
const rendered = (markup) => ({ markup, state: { locale: 'el', modules: [], apollo: {} }, head: null });

let root;
let host;
let origin;
let api;
/** What the fake API answers next: status, headers, body. */
let apiAnswer;

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-page-cache-test-'));
  await mkdir(path.join(root, 'shell', 'server'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>ReMac</title><script>/* old browsers */</script><link href="/static/css/main.css" rel="stylesheet">' +
      '<script defer src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(root, 'shell', 'static', 'css'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'static', 'css', 'main.css'), 'body{color:#222}');
  await writeFile(path.join(root, 'shell', 'unsupported-browser.html'), '<!doctype html><p>Please use a newer browser</p>');
  await writeFile(
    path.join(root, 'shell', 'server', 'render-page.cjs'),
    `exports.serverStateElementId = 'test-state';\nexports.renderPage = (request) => globalThis[Symbol.for('remac.test.fakeRender')](request);\n`,
  );
  await writeFile(path.join(root, 'registry.json'), JSON.stringify({ remotes: {} }));
  api = createServer((request, response) => {
    response.writeHead(apiAnswer.status ?? 200, {
      'content-type': 'application/graphql-response+json; charset=utf-8',
      'content-length': Buffer.byteLength(apiAnswer.body),
      ...apiAnswer.headers,
    });
    response.end(apiAnswer.body);
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  host = await createHost({
    root,
    apiUrl: `http://127.0.0.1:${api.address().port}`,
    pageCache: { sMaxAge: 30, staleWhileRevalidate: 60 },
    logger: { level: 'warn', stream: { write: () => undefined } },
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${host.server.address().port}`;
});

beforeEach(() => {
  globalThis[fakeRender] = async () => rendered('<main>rendered home</main>');
  apiAnswer = { body: '{"data":{}}' };
});

after(async () => {
  await host.close();
  await new Promise((resolve) => api.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const sharedPolicy = 'public, s-maxage=30, max-age=0, stale-while-revalidate=60';

test('a rendered page may be kept by a shared cache briefly, browsers revalidate it', async () => {
  const response = await fetch(`${origin}/en/products`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), sharedPolicy);
  assert.equal(response.headers.get('x-render'), 'server');
  // A prefixed path says its language: nothing of the visitor's changes the answer.
  assert.doesNotMatch(response.headers.get('vary') ?? '', /cookie|accept-language/i);
});

test("an unprefixed page varies with the visitor's language cookie and browser languages", async () => {
  const response = await fetch(`${origin}/products`);
  assert.equal(response.headers.get('cache-control'), sharedPolicy);
  assert.match(response.headers.get('vary'), /Cookie/);
  assert.match(response.headers.get('vary'), /Accept-Language/);
});

test('a visitor whose language is English is sent to the English page, rendered there; the answer is not shared', async () => {
  globalThis[fakeRender] = async (request) => {
    request.onLanguageRedirect('/en/products?sort=price');
    return null;
  };
  const response = await fetch(`${origin}/products?sort=price`, { headers: { 'accept-language': 'en' }, redirect: 'manual' });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), '/en/products?sort=price');
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  assert.match(response.headers.get('vary'), /Accept-Language/);
});

test('with an older shell build, which names no address, the page goes out for the browser to move the visitor', async () => {
  globalThis[fakeRender] = async (request) => {
    request.onLanguageRedirect();
    return null;
  };
  const response = await fetch(`${origin}/products`, { headers: { 'accept-language': 'en' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  assert.equal(response.headers.get('etag'), null);
});

test('a page the server failed to render is shared for a few seconds only, never served stale', async () => {
  globalThis[fakeRender] = async () => null;
  const response = await fetch(`${origin}/en/products`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'public, s-maxage=5, max-age=0');
  assert.equal(response.headers.get('x-render'), 'fallback');
});

test('a 404 and a 301 of the route table or of the page are shared briefly like pages', async () => {
  const unknown = await fetch(`${origin}/en/no/such/route/here`);
  assert.equal(unknown.status, 404);
  assert.equal(unknown.headers.get('cache-control'), sharedPolicy);
  globalThis[fakeRender] = async () => ({ ...rendered(''), outcome: { status: 301, location: '/en/products' } });
  const moved = await fetch(`${origin}/en/categories/old-name`, { redirect: 'manual' });
  assert.equal(moved.status, 301);
  assert.equal(moved.headers.get('cache-control'), sharedPolicy);
});

test("a visitor's own pages are never shared, rendered or not: a guest's receipt, the cart, orders, login", async () => {
  globalThis[fakeRender] = async () => rendered('<main>Μαρία Παπαδοπούλου, Γρηγορίου Λαμπράκη 125</main>');
  for (const pagePath of ['/receipt/3ylYUmdIrD5OWNU7nS4IARAT', '/en/shopping-cart', '/en/orders/7', '/auth/login', '/en/request/TR-1']) {
    const response = await fetch(`${origin}${pagePath}`);
    assert.equal(response.status, 200, pagePath);
    assert.deepEqual(
      [pagePath, response.headers.get('cache-control'), response.headers.get('etag')],
      [pagePath, 'private, no-store', null],
    );
  }
  globalThis[fakeRender] = async () => null;
  const fallback = await fetch(`${origin}/en/receipt/3ylYUmdIrD5OWNU7nS4IARAT`);
  assert.equal(fallback.headers.get('cache-control'), 'private, no-store');
});

test('the old-browser notice depends on the browser: never shared', async () => {
  const response = await fetch(`${origin}/en/products`, { headers: { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0)' } });
  assert.equal(response.status, 417);
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
});

test('a page carries a strong ETag of its content, and If-None-Match gets a 304 that keeps the stored policy', async () => {
  const first = await fetch(`${origin}/en/products`);
  const second = await fetch(`${origin}/en/products`);
  const etag = first.headers.get('etag');
  assert.match(etag, /^"[\w-]{20,}"$/);
  // Every response has its own CSP nonces, yet the same content has the same tag.
  assert.notEqual(first.headers.get('content-security-policy'), second.headers.get('content-security-policy'));
  assert.equal(second.headers.get('etag'), etag);
  const revalidated = await fetch(`${origin}/en/products`, { headers: { 'if-none-match': etag } });
  assert.equal(revalidated.status, 304);
  assert.equal(await revalidated.text(), '');
  // The stored body's nonces are those of the stored policy: a 304 must not replace it.
  assert.equal(revalidated.headers.get('content-security-policy'), null);
  globalThis[fakeRender] = async () => rendered('<main>another version</main>');
  const changed = await fetch(`${origin}/en/products`, { headers: { 'if-none-match': etag } });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.get('etag'), etag);
  assert.match(await changed.text(), /another version/);
});

test("a rendered page's inline scripts and inlined styles carry the nonces of its own policy, its markup is left as rendered", async () => {
  globalThis[fakeRender] = async () => rendered('<main>nonce="x" remac-script-nonce-stand-in</main>');
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${origin}/en/products`);
    const policy = response.headers.get('content-security-policy');
    const script = policy.match(/script-src [^;]*'nonce-([0-9a-f]+)'/)[1];
    const style = policy.match(/style-src [^;]*'nonce-([0-9a-f]+)'/)[1];
    const html = await response.text();
    assert.ok(html.includes(`<script nonce="${script}">/* old browsers */</script>`), html);
    assert.ok(html.includes(`<style nonce="${style}" data-href="/static/css/main.css">body{color:#222}</style>`), html);
    // The starter of the shell's scripts, after the first view.
    assert.match(
      html,
      new RegExp(
        `<div id="root"><main>[^<]*</main></div><script type="application/json" id="test-state">.*</script><script nonce="${script}">\\(function`,
      ),
    );
    assert.ok(html.includes('<main>nonce="x" remac-script-nonce-stand-in</main>'), html);
    assert.equal(html.match(/nonce="/g).length, 4);
  }
});

test('an answer that sets a cookie is never shared, whatever the API said', async () => {
  apiAnswer = { headers: { 'cache-control': 'public, max-age=60', 'set-cookie': 'session=abc; HttpOnly' }, body: '{}' };
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
});

test('GraphQL answers are compressed as the client accepts: brotli or gzip', async () => {
  const body = JSON.stringify({ data: { products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) } });
  apiAnswer = { body };
  // The raw bytes, as node:http gives them (fetch would decode them).
  const raw = (encoding) =>
    new Promise((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${origin}/graphql?query=%7Bproducts%7D`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
  const brotli = await raw('br');
  assert.equal(brotli.encoding, 'br');
  assert.equal(brotliDecompressSync(brotli.bytes).toString(), body);
  assert.ok(brotli.bytes.length < body.length / 3);
  const gzip = await raw('gzip');
  assert.equal(gzip.encoding, 'gzip');
  assert.equal(gunzipSync(gzip.bytes).toString(), body);
});
