import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { createHost } from './create-host.mjs';
import { tenant, thirdPartyOrigins } from '@remac/shared-contracts';

const thirdParty = thirdPartyOrigins(tenant.integrations);

let root;
let host;
let origin;
let api;
/** What the fake API received. */
const received = [];
const logged = [];
const logStream = { write: (line) => logged.push(JSON.parse(line)) };

const listen = async (server) => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
};

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-hardening-test-'));
  const remote = path.join(root, 'remotes', 'catalog', '1.0.0');
  await mkdir(path.join(remote, 'server'), { recursive: true });
  await mkdir(path.join(root, 'shell', 'server'), { recursive: true });
  await mkdir(path.join(root, 'shell', 'static', 'js'), { recursive: true });
  await mkdir(path.join(root, 'shell', 'static', 'css'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>ReMac</title><script>if(document.documentMode)location.replace("/unsupported-browser")</script><script defer src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(root, 'shell', 'unsupported-browser.html'),
    '<!doctype html><html><head><style>h1{color:blue}</style></head><body><h1>417</h1></body></html>',
  );
  await writeFile(path.join(root, 'shell', 'static', 'js', 'main.js'), 'console.log("shell");'.repeat(100));
  await writeFile(path.join(root, 'shell', 'static', 'js', 'main.js.map'), '{"version":3}');
  await writeFile(path.join(root, 'shell', 'static', 'css', 'main.css'), 'body{margin:0}');
  await writeFile(path.join(root, 'shell', 'mf-stats.json'), '{}');
  await writeFile(path.join(root, 'shell', 'server', 'render-page.cjs'), 'exports.secret = 1;');
  await writeFile(path.join(remote, 'server', 'exposes.cjs'), 'exports.secret = 1;');
  await writeFile(
    path.join(remote, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  await writeFile(path.join(remote, 'mf-stats.json'), '{}');
  await writeFile(path.join(remote, 'remoteEntry.js'), 'var entry = 1;');
  // As publishing writes it: the host sends this variant as it is.
  await writeFile(path.join(remote, 'remoteEntry.js.gz'), gzipSync('var entry = "precompressed";'));
  await writeFile(
    path.join(root, 'registry.json'),
    JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/1.0.0/mf-manifest.json', version: '1.0.0' } } }),
  );
  api = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{"ok":true}}');
    });
  });
  const apiUrl = await listen(api);
  host = await createHost({
    root,
    apiUrl,
    logger: { level: 'info', stream: logStream },
    trustProxy: ['127.0.0.2'],
    limits: { requestTimeoutMs: 1000, headersTimeoutMs: 1000, timeoutCheckIntervalMs: 100 },
  });
  await host.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${host.server.address().port}`;
});

after(async () => {
  await host.close();
  api.close();
  await rm(root, { recursive: true, force: true });
});

/** A request exactly as written, without a client normalising its path first. */
function rawRequest(text, { host: address = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: new URL(origin).port, host: '127.0.0.1', localAddress: address });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}
const statusOf = (answer) => Number(answer.split(' ', 2)[1]);
const get = (urlPath) => rawRequest(`GET ${urlPath} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`);

const securityHeaders = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test('every kind of answer carries the security headers: page, script, style, JSON, manifest, not found, API', async () => {
  const answers = {
    page: await fetch(`${origin}/products`),
    script: await fetch(`${origin}/static/js/main.js`),
    style: await fetch(`${origin}/static/css/main.css`),
    registry: await fetch(`${origin}/registry.json`),
    manifest: await fetch(`${origin}/remotes/catalog/1.0.0/mf-manifest.json`),
    'not found': await fetch(`${origin}/static/js/missing.js`),
    'unsupported browser': await fetch(`${origin}/`, {
      headers: { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)' },
    }),
    api: await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}' }),
  };
  for (const [kind, answer] of Object.entries(answers)) {
    for (const header of securityHeaders) assert.ok(answer.headers.get(header), `${kind}: ${header}`);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', kind);
    assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', kind);
    assert.match(answer.headers.get('permissions-policy'), /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/, kind);
    assert.equal(answer.headers.get('strict-transport-security'), null, `${kind}: no HSTS over plain HTTP`);
  }
  const policy = answers.page.headers.get('content-security-policy');
  for (const directive of [
    "default-src 'self'",
    `img-src 'self' data: blob: ${thirdParty.img.join(' ')}`,
    `font-src 'self' ${thirdParty.font.join(' ')}`,
    `connect-src 'self' ${thirdParty.connect.join(' ')}`,
    `frame-src ${thirdParty.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "style-src-attr 'unsafe-inline'",
  ]) {
    assert.ok(policy.includes(directive), directive);
  }
  // The configured third parties' scripts and nothing else: no wildcard, no inline script without the nonce.
  assert.ok(policy.includes(`script-src 'self' ${thirdParty.script.join(' ')} 'nonce-`), policy);
  assert.match(policy, /script-src [^;]*'nonce-[0-9a-f]{32}'(;|$)/);
  assert.doesNotMatch(policy, /script-src[^;]* \*[ ;]/);
  assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
});

test("a page's own inline scripts and styles carry the nonce of its policy, a new one per answer; data blocks and markup get none", async () => {
  const nonces = [];
  for (let i = 0; i < 2; i += 1) {
    const answer = await fetch(`${origin}/products`);
    const nonce = answer.headers.get('content-security-policy').match(/script-src [^;]*'nonce-([0-9a-f]+)'/)[1];
    const html = await answer.text();
    assert.match(html, new RegExp(`<script nonce="${nonce}">if\\(document.documentMode\\)`));
    assert.match(html, /<script defer src="\/static\/js\/main.js"><\/script>/);
    assert.match(html, /<script type="application\/json" id="remac-registry">/);
    nonces.push(nonce);
  }
  assert.notEqual(nonces[0], nonces[1]);
  const notice = await fetch(`${origin}/`, { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0)' } });
  const styleNonce = notice.headers.get('content-security-policy').match(/style-src [^;]*'nonce-([0-9a-f]+)'/)[1];
  assert.match(await notice.text(), new RegExp(`<style nonce="${styleNonce}">`));
});

test('server builds, source maps and build statistics are never sent, however the path is spelled', async () => {
  for (const urlPath of [
    '/server/render-page.cjs',
    '/%73erver/render-page.cjs',
    '/%2573erver/render-page.cjs',
    '//server/render-page.cjs',
    '/static/../server/render-page.cjs',
    '/static/%2e%2e/server/render-page.cjs',
    '/static%2F..%2Fserver%2Frender-page.cjs',
    '/remotes/catalog/1.0.0/server/exposes.cjs',
    '/remotes/catalog/1.0.0//server/exposes.cjs',
    '/remotes/catalog/1.0.0/./server/exposes.cjs',
    '/remotes/catalog/1.0.0/%73erver/exposes.cjs',
    '/remotes/catalog/1.0.0/static/../server/exposes.cjs',
    '/remotes/catalog/1.0.0%2Fserver%2Fexposes.cjs',
    '/static/js/main.js.map',
    '/static/js/main.js%2emap',
    '/mf-stats.json',
    '/remotes/catalog/1.0.0/mf-stats.json',
    '/remotes/catalog/1.0.0/%6df-stats.json',
  ]) {
    const answer = await get(urlPath);
    assert.equal(statusOf(answer), 404, urlPath);
    assert.doesNotMatch(answer, /secret|"version":3/, urlPath);
  }
});

test('a malformed escape or a NUL byte in the path is a bad request (400), logged without a stack trace', async () => {
  logged.length = 0;
  for (const urlPath of ['/%E0%A4%A', '/static/%E0%A4%A.js', '/products%00.js']) {
    const answer = await get(urlPath);
    assert.equal(statusOf(answer), 400, urlPath);
    assert.match(answer, /x-content-type-options: nosniff/i, urlPath);
  }
  assert.ok(
    logged.every((line) => !line.err && !/\n\s+at /.test(line.msg)),
    JSON.stringify(logged),
  );
});

test('a published compressed variant is sent as it is', async () => {
  const answer = await fetch(`${origin}/remotes/catalog/1.0.0/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(answer.headers.get('content-encoding'), 'gzip');
  assert.equal(await answer.text(), 'var entry = "precompressed";');
  assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('a body over the limit is refused with 413 and never reaches the API', async () => {
  received.length = 0;
  const query = `{ search(term: "${'x'.repeat(200_000)}") { total } }`;
  const answer = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  assert.equal(answer.status, 413);
  assert.ok((await answer.json()).errors[0].message);
  assert.equal(received.length, 0);
});

test('a body within the limit reaches the API as sent, with the client address as X-Forwarded-For', async () => {
  received.length = 0;
  const body = JSON.stringify({ query: '{ ok }', variables: { text: 'Καλημέρα' } });
  const answer = await fetch(`${origin}/graphql?x=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-forwarded-for': '10.9.8.7' },
    body,
  });
  assert.deepEqual(await answer.json(), { data: { ok: true } });
  assert.equal(received[0].url, '/graphql?x=1');
  assert.equal(received[0].body, body);
  assert.equal(received[0].headers['content-type'], 'application/json; charset=utf-8');
  // Not a trusted proxy: what it says about the client is not passed on.
  assert.equal(received[0].headers['x-forwarded-for'], '127.0.0.1');
});

test('a trusted proxy in front of the host is believed about the client and about TLS (then HSTS is sent)', async () => {
  received.length = 0;
  const answer = await rawRequest(
    'POST /graphql HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nX-Forwarded-For: 10.9.8.7\r\nX-Forwarded-Proto: https\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    { host: '127.0.0.2' },
  );
  assert.equal(statusOf(answer), 200);
  assert.match(answer, /strict-transport-security: max-age=31536000; includeSubDomains/i);
  assert.equal(received[0].headers['x-forwarded-for'], '10.9.8.7');
  const untrusted = await rawRequest('GET / HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nX-Forwarded-Proto: https\r\n\r\n');
  assert.doesNotMatch(untrusted, /strict-transport-security/i);
});

test("a forwarded API answer speaks for the host's connection, not the API's: a client's Connection: close is kept", async () => {
  const answer = await rawRequest(
    'POST /graphql HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
  );
  const head = answer.split('\r\n\r\n', 1)[0];
  assert.equal(statusOf(answer), 200);
  // The fake API answers with Connection: keep-alive and Keep-Alive: timeout=5, as Node's servers do.
  assert.match(head, /^connection: close$/im);
  assert.doesNotMatch(head, /keep-alive/i);
});

test("a client's own connection headers stay with the host: a request with Keep-Alive, Upgrade or Expect reaches the API", async () => {
  for (const connectionHeaders of ['Keep-Alive: timeout=99', 'Upgrade: h2c', 'Transfer-Encoding: chunked', 'Expect: 100-continue']) {
    received.length = 0;
    const body = connectionHeaders.includes('chunked') ? '2\r\n{}\r\n0\r\n\r\n' : '{}';
    const length = connectionHeaders.includes('chunked') ? '' : 'Content-Length: 2\r\n';
    const answer = await rawRequest(
      `POST /graphql HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n${connectionHeaders}\r\nContent-Type: application/json\r\n${length}\r\n${body}`,
    );
    // After a 100 Continue, the final answer.
    assert.equal(statusOf(answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')), 200, connectionHeaders);
    assert.equal(received[0].body, '{}');
    for (const name of ['keep-alive', 'upgrade', 'transfer-encoding']) assert.equal(received[0].headers[name], undefined);
  }
});

test('a request whose body stalls is cut with 408 once the request time is up', async () => {
  received.length = 0;
  const started = Date.now();
  const answer = await rawRequest(
    'POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
  );
  assert.equal(statusOf(answer), 408);
  // Limit 1 s here (15 s in service), checked every 100 ms: far below the minutes it stayed open before.
  assert.ok(Date.now() - started < 10_000);
  assert.equal(received.length, 0);
});
