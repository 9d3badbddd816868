import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { createHost } from './create-host.mjs';

// The fake shell server build hands each request to whatever the test put here.
const fakeRender = Symbol.for('remac.test.fakeRender');

let root;
let server;
let origin;
/** What the host logged, one object per line. */
let logged = [];
const logStream = { write: (line) => logged.push(JSON.parse(line)) };

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-ssr-test-'));
  await mkdir(path.join(root, 'shell', 'server'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>ReMac</title><script defer src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(root, 'shell', 'server', 'render-page.cjs'),
    `exports.serverStateElementId = 'test-state';\nexports.renderPage = (request) => globalThis[Symbol.for('remac.test.fakeRender')](request);\n`,
  );
  const remoteDir = path.join(root, 'remotes', 'catalog', '1.2.0');
  await mkdir(path.join(remoteDir, 'server'), { recursive: true });
  const expose = (name, css) => ({ name, assets: { js: { sync: [`static/js/${name}.js`], async: [] }, css: { sync: css, async: [] } } });
  await writeFile(
    path.join(remoteDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [expose('Page', ['static/css/page.css']), expose('HeaderSearch', ['static/css/search.css'])],
    }),
  );
  await writeFile(
    path.join(remoteDir, 'server', 'exposes.cjs'),
    `exports.exposedModules = { './Page': { default: 'catalog page of 1.2.0' } };\n`,
  );
  await writeFile(
    path.join(root, 'registry.json'),
    JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '1.2.0' } } }),
  );
  server = await createHost({ root, apiUrl: 'http://127.0.0.1:9', renderTimeoutMs: 300, logger: { level: 'warn', stream: logStream } });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${server.server.address().port}`;
});

beforeEach(() => {
  globalThis[fakeRender] = async () => null;
});

after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const page = async (urlPath, headers = {}) => (await fetch(`${origin}${urlPath}`, { headers })).text();
const rootOf = (html) => html.match(/<div id="root">(.*?)<\/div>/)[1];

test('a rendered page carries the markup, the state to hydrate it with, the styles of what was rendered and its render passes', async () => {
  globalThis[fakeRender] = async () => ({
    markup: '<main>first view</main>',
    state: { locale: 'el', modules: [{ remote: 'catalog', module: 'Page' }], apollo: { greeting: '</script>' } },
    renders: 1,
  });
  const response = await fetch(`${origin}/products`);
  assert.match(response.headers.get('server-timing'), /^render;dur=\d+\.\d;desc="1 pass"$/);
  const html = await response.text();
  assert.equal(rootOf(html), '<main>first view</main>');
  const state = html.match(/<script type="application\/json" id="test-state">(.*?)<\/script>/)[1];
  assert.deepEqual(JSON.parse(state).apollo, { greeting: '</script>' });
  assert.match(html, /<link rel="stylesheet" href="\/remotes\/catalog\/1.2.0\/static\/css\/page.css">/);
  // The header search was not rendered, and waits for an interaction: nothing of it comes with the page.
  assert.doesNotMatch(html, /HeaderSearch\.js|search\.css/);
  // The shell's script is fetched at once but starts after the first paint.
  assert.doesNotMatch(html, /<script defer/);
  assert.match(html, /<link rel="preload" as="script" href="\/static\/js\/main.js">/);
  assert.match(html, /first-contentful-paint/);
});

test("the shell's server build gets the request and the remotes' server modules of the registry's versions", async () => {
  let seen;
  globalThis[fakeRender] = async (request) => {
    seen = {
      url: request.url,
      language: request.acceptLanguage,
      graphqlUrl: request.graphqlUrl,
      page: (await request.loadModule('catalog', 'Page')).default,
    };
    await assert.rejects(request.loadModule('catalog', 'Compare'), /no server module Compare/);
    await assert.rejects(request.loadModule('checkout', 'CartToggle'), /not published/);
    return null;
  };
  await page('/products?sort=price', { 'accept-language': 'el' });
  assert.deepEqual(seen, {
    url: '/products?sort=price',
    language: 'el',
    graphqlUrl: 'http://127.0.0.1:9/graphql',
    page: 'catalog page of 1.2.0',
  });
});

for (const [name, render, reason] of [
  ['declines (a language redirect)', async () => null, null],
  [
    'declines (the API is down)',
    async (request) => {
      request.onDecline({ reason: 'API unreachable', detail: 'fetch failed (ECONNREFUSED)' });
      return null;
    },
    /server render: API unreachable: fetch failed \(ECONNREFUSED\); the browser renders \/products/,
  ],
  ['fails', async () => Promise.reject(new Error('render broke')), /server render: render error: Error: render broke/],
  ['runs out of time', () => new Promise(() => undefined), /server render: render timeout: no first view after 300 ms/],
]) {
  test(`when the server render ${name}, the page goes out for the browser to render, and the reason is logged once a minute`, async () => {
    globalThis[fakeRender] = render;
    logged = [];
    for (let i = 0; i < 3; i += 1) {
      const html = await page('/products');
      assert.equal(rootOf(html), '');
      assert.match(html, /<script defer src="\/static\/js\/main.js"><\/script>/);
    }
    if (!reason) return assert.deepEqual(logged, []);
    assert.equal(logged.length, 1, JSON.stringify(logged));
    assert.equal(logged[0].level, 40);
    assert.match(logged[0].msg, reason);
  });
}

test('a remote version without a server build is logged as such, and the page still goes out', async () => {
  const remoteDir = path.join(root, 'remotes', 'catalog', '1.3.0');
  await mkdir(remoteDir, { recursive: true });
  await writeFile(
    path.join(remoteDir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  await writeFile(
    path.join(root, 'registry.json'),
    JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/1.3.0/mf-manifest.json', version: '1.3.0' } } }),
  );
  globalThis[fakeRender] = async (request) => {
    await request.loadModule('catalog', 'Page').catch(() => undefined);
    return null;
  };
  logged = [];
  await page('/products');
  await writeFile(
    path.join(root, 'registry.json'),
    JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '1.2.0' } } }),
  );
  assert.equal(logged.length, 1, JSON.stringify(logged));
  assert.match(logged[0].msg, /server render: a remote without a server build: catalog 1.3.0/);
});

test('server builds are never sent', async () => {
  for (const urlPath of ['/server/render-page.cjs', '/remotes/catalog/1.2.0/server/exposes.cjs']) {
    assert.equal((await fetch(`${origin}${urlPath}`)).status, 404, urlPath);
  }
});

test('a render stops when its visitor leaves, and one still waiting for a slot never starts', async () => {
  const started = [];
  const stopped = [];
  const holds = [];
  globalThis[fakeRender] = (request) => {
    started.push(request.url);
    return new Promise((resolve) => {
      holds.push(() => resolve({ markup: '<main>rendered</main>', state: { locale: 'el', modules: [] }, renders: 1 }));
      request.signal.addEventListener('abort', () => {
        stopped.push(request.url);
        resolve(null);
      });
    });
  };
  const rendersStarted = async (count) => {
    while (started.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Asks for `urlPath`, then leaves once the host has the request (or, with `whenStarted`, once its render began). */
  const visitWhoLeaves = async (urlPath, whenStarted) => {
    const arrived = new Promise((resolve) => server.server.once('request', resolve));
    const leaving = new AbortController();
    const answer = fetch(`${origin}${urlPath}`, { signal: leaving.signal }).catch(() => 'left');
    const closed = new Promise((resolve) => arrived.then((request) => request.once('close', resolve)));
    await arrived;
    await whenStarted?.();
    leaving.abort();
    await closed;
    return answer;
  };
  const answers = [];
  const visit = (urlPath) => answers.push(fetch(`${origin}${urlPath}`).then((answer) => answer.text()));

  // Every slot of the process taken (4 renders at once), the first by a visitor who leaves during the render.
  answers.push(visitWhoLeaves('/products?visitor=leaves', () => rendersStarted(1)));
  for (const visitor of [2, 3, 4]) visit(`/products?visitor=${visitor}`);
  await answers[0];
  assert.deepEqual(stopped, ['/products?visitor=leaves']);
  // Its slot is taken by the next visitor; one more waits for a slot, and leaves before one frees up.
  visit('/products?visitor=5');
  await rendersStarted(5);
  await visitWhoLeaves('/products?visitor=waits');

  // Slots free up: a later visitor is rendered, after whoever arrived before; the one who left never is.
  visit('/products?visitor=later');
  while (!started.includes('/products?visitor=later')) {
    holds.splice(0).forEach((release) => release());
    await new Promise((resolve) => setImmediate(resolve));
  }
  holds.splice(0).forEach((release) => release());
  const pages = await Promise.all(answers);
  assert.match(pages.at(-1), /<main>rendered<\/main>/);
  assert.deepEqual(
    started.filter((url) => url.includes('waits')),
    [],
  );
});
