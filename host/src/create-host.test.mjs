import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createHost } from './create-host.mjs';

let root;
let server;
let origin;
const logged = [];
const logStream = { write: (line) => logged.push(JSON.parse(line)) };

async function publish(registry) {
  await writeFile(path.join(root, 'registry.json'), JSON.stringify(registry));
}

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-host-test-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>ReMac</title></head><body><div id="root"></div></body></html>',
  );
  const expose = (name, js, css = []) => ({ name, assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } } });
  const remotes = {
    catalog: [
      expose('Page', ['static/js/shared.js', 'static/js/page.js'], ['static/css/page.css']),
      expose('HeaderSearch', ['static/js/shared.js', 'static/js/search.js']),
    ],
    content: [expose('Page', ['static/js/content-page.js'])],
  };
  for (const [name, exposes] of Object.entries(remotes)) {
    const remoteDir = path.join(root, 'remotes', name, '1.2.0');
    await mkdir(remoteDir, { recursive: true });
    await writeFile(
      path.join(remoteDir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }),
    );
  }
  server = await createHost({ root, logger: { level: 'warn', stream: logStream } });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${server.server.address().port}`;
});

after(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const page = async (urlPath = '/') => {
  const response = await fetch(`${origin}${urlPath}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
};

const release = {
  remotes: {
    catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '1.2.0' },
    content: { manifest: '/remotes/content/1.2.0/mf-manifest.json', version: '1.2.0' },
  },
};
const preloads = (html) => [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]*href="([^"]+)">/g)].map(([, as, href]) => `${as} ${href}`);

test('a page carries the current registry, inlined, so the shell starts remotes without asking for it', async () => {
  await publish(release);
  const { html, cacheControl } = await page('/products');
  const inlined = html.match(/<script type="application\/json" id="remac-registry">(.*?)<\/script>/);
  assert.deepEqual(JSON.parse(inlined[1]), release);
  assert.equal(cacheControl, 'no-cache');
});

test("a page preloads, once each, what its first view needs of the remotes: manifest, entry, the page's module (the header's search waits for an interaction)", async () => {
  await publish(release);
  const { html } = await page('/products');
  assert.deepEqual(preloads(html), [
    'fetch /remotes/catalog/1.2.0/mf-manifest.json',
    'script /remotes/catalog/1.2.0/remoteEntry.js',
    'script /remotes/catalog/1.2.0/static/js/shared.js',
    'script /remotes/catalog/1.2.0/static/js/page.js',
    'style /remotes/catalog/1.2.0/static/css/page.css',
  ]);
  assert.match(html, /<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low"/);
});

test("another route's page preloads its own remote's page module", async () => {
  await publish(release);
  const { html } = await page('/en/frequently-asked-questions');
  assert.ok(preloads(html).includes('script /remotes/content/1.2.0/static/js/content-page.js'));
  assert.ok(!preloads(html).includes('script /remotes/catalog/1.2.0/static/js/page.js'));
});

test('a release shows in the next page without restarting the host', async () => {
  await publish({ remotes: { catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '1.2.0' } } });
  await page('/');
  await publish({ remotes: { catalog: { manifest: '/remotes/catalog/1.3.0/mf-manifest.json', version: '1.3.0' } } });
  const { html } = await page('/');
  assert.match(html, /"version":"1.3.0"/);
  assert.doesNotMatch(html, /1\.2\.0/);
});

test('registry text cannot close the inlined script', async () => {
  await publish({
    remotes: { catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '</script><script>alert(1)</script>' } },
  });
  const { html } = await page('/');
  assert.equal(html.match(/<\/script>/g).length, 1);
});

test('an unknown address still gets the page, with status 404 and the registry', async () => {
  await publish({ remotes: {} });
  const { status, html } = await page('/no-such-page');
  assert.equal(status, 404);
  assert.match(html, /id="remac-registry"/);
});

test('an invalid registry leaves the last good one in service, inlined and at /registry.json, and is logged once per bad version', async () => {
  await publish(release);
  await page('/');
  logged.length = 0;
  const bad = [
    '{"remotes": {"catalog": ',
    JSON.stringify({ remotes: { catalog: { manifest: 42, version: '1.2.0' } } }),
    JSON.stringify({ catalog: release.remotes.catalog }),
    JSON.stringify({ remotes: { catalog: { manifest: '/remotes/catalog/1.2.0/mf-manifest.json', version: '1.2.0', fallback: {} } } }),
  ];
  for (const [index, text] of bad.entries()) {
    await writeFile(path.join(root, 'registry.json'), text);
    for (let i = 0; i < 3; i += 1) {
      const { html } = await page('/products');
      assert.deepEqual(JSON.parse(html.match(/id="remac-registry">(.*?)<\/script>/)[1]), release, text);
      assert.ok(preloads(html).includes('script /remotes/catalog/1.2.0/static/js/page.js'), text);
      assert.deepEqual(await (await fetch(`${origin}/registry.json`)).json(), release, text);
    }
    assert.equal(logged.length, index + 1, text);
    assert.equal(logged[index].level, 50);
    assert.match(logged[index].msg, /registry.json is invalid: .+ Still serving the last good registry/);
  }
  const fixed = { remotes: { content: release.remotes.content } };
  await publish(fixed);
  assert.deepEqual(await (await fetch(`${origin}/registry.json`)).json(), fixed);
});
