import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { createApiFetch } from './api-fetch.mjs';

let server;
let origin;
const sockets = new Set();
const apiFetch = createApiFetch();

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/slow') return; // never answers: the caller's signal must end it
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/down') return res.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"message":"down"}]}');
      res.writeHead(200, [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ]);
      res.end(JSON.stringify({ method: req.method, body, locale: req.headers.locale, tenant: req.headers.tenant }));
    });
  });
  server.on('connection', (socket) => sockets.add(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await apiFetch.close();
  server.closeAllConnections();
  server.close();
});

test('sends the method, headers and body, and answers with a standard Response', async () => {
  const response = await apiFetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'el', tenant: 'remac' },
    body: '{"query":"{ banner }"}',
  });
  assert.ok(response instanceof Response);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/json');
  assert.deepEqual(response.headers.getSetCookie(), ['a=1', 'b=2']);
  assert.deepEqual(await response.json(), { method: 'POST', body: '{"query":"{ banner }"}', locale: 'el', tenant: 'remac' });
});

test('takes a Headers object as fetch does', async () => {
  const response = await apiFetch(new URL('/graphql', origin), { method: 'POST', headers: new Headers({ locale: 'en' }), body: 'x' });
  assert.equal((await response.json()).locale, 'en');
});

test("keeps a failed answer's status and body for the caller to judge", async () => {
  const response = await apiFetch(`${origin}/down`, { method: 'POST', body: '{}' });
  assert.equal(response.status, 503);
  assert.deepEqual(await response.json(), { errors: [{ message: 'down' }] });
});

test('answers a status without a body with an empty Response', async () => {
  const response = await apiFetch(`${origin}/empty`);
  assert.equal(response.status, 204);
  assert.equal(await response.text(), '');
});

test("rejects with the signal's reason when it is aborted, as fetch does", async () => {
  const controller = new AbortController();
  const pending = apiFetch(`${origin}/slow`, { method: 'POST', body: '{}', signal: controller.signal });
  controller.abort();
  await assert.rejects(pending, { name: 'AbortError' });
});

test('fails as fetch does when the API cannot be reached: "fetch failed", the network error as cause', async () => {
  const closed = createServer();
  closed.listen(0, '127.0.0.1');
  await once(closed, 'listening');
  const { port } = closed.address();
  closed.close();
  await once(closed, 'close');
  await assert.rejects(apiFetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', body: '{}' }), (error) => {
    assert.ok(error instanceof TypeError);
    assert.equal(error.message, 'fetch failed');
    assert.equal(error.cause.code, 'ECONNREFUSED');
    return true;
  });
});

test('keeps the connection for the next request', async () => {
  await (await apiFetch(`${origin}/graphql`, { method: 'POST', body: '1' })).text();
  const before = sockets.size;
  for (let i = 0; i < 5; i += 1) await (await apiFetch(`${origin}/graphql`, { method: 'POST', body: String(i) })).text();
  assert.equal(sockets.size, before);
});
