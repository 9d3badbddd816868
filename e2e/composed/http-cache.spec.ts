import { execFile, type ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { localeCookie, localizedPath } from '@remac/shared-contracts';
import { apiUrl, testHostDir } from '../support/ports';
import { guestBuyer, placeGuestOrder } from '../support/guest-order';
import { cacheDirs, cachePorts, startHost, startNginx, stopNginx, type Started } from '../support/cache-servers';

// nginx (deploy/nginx's template) in front of one host process that logs every page it answers.
const run = promisify(execFile);
const sMaxAge = 3;
const cache = `http://localhost:${cachePorts.nginx}`;
const changedTitle = 'FAQ: what our customers ask most';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let host: Started;
let nginx: ChildProcess;

test.beforeAll(async () => {
  await rm(cacheDirs.host, { recursive: true, force: true });
  await cp(path.resolve(testHostDir), cacheDirs.host, { recursive: true });
  await rm(cacheDirs.source, { recursive: true, force: true });
  await cp(path.resolve('content'), cacheDirs.source, {
    recursive: true,
    filter: (source) => !/\/(dist|node_modules|e2e)(\/|$)/.test(source),
  });
  const faqFile = path.join(cacheDirs.source, 'src/features/pages/content/en/faq.json');
  await writeFile(faqFile, JSON.stringify({ ...JSON.parse(await readFile(faqFile, 'utf8')), title: changedTitle }, null, 2));
  host = await startHost(cacheDirs.host, cachePorts.host, apiUrl, {
    HOST_WORKERS: '1',
    LOG_LEVEL: 'debug',
    HOST_PAGE_S_MAXAGE: String(sMaxAge),
    HOST_PAGE_STALE_WHILE_REVALIDATE: String(sMaxAge),
  });
  nginx = await startNginx(cacheDirs.nginx, cachePorts.nginx, [cachePorts.host]);
});

test.afterAll(async () => {
  await stopNginx(nginx, cacheDirs.nginx);
  host?.kill();
  await rm(cacheDirs.host, { recursive: true, force: true });
  await rm(cacheDirs.source, { recursive: true, force: true });
});

/** The pages of `url` the host answered itself (its debug log's `page` lines). */
const hostAnswered = (url: string) =>
  host
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"page"') && line.includes(`"url":"${url}"`)).length;

test('repeat requests for a page are answered by the cache without touching the host', async ({ request }) => {
  // The host's first render loads the server builds: on a busy machine it may run past the render
  // timeout (a fallback page, never stored). Warmed, it renders.
  await expect(async () => {
    expect((await request.get(`http://localhost:${cachePorts.host}/en/products?warm-up`)).headers()['x-render']).toBe('server');
  }).toPass({ timeout: 60_000 });
  const first = await request.get(`${cache}/en/products`);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-render']).toBe('server');
  expect(first.headers()['x-cache-status']).toBe('MISS');
  expect(first.headers()['cache-control']).toBe(`public, s-maxage=${sMaxAge}, max-age=0, stale-while-revalidate=${sMaxAge}`);
  const html = await first.text();
  for (let repeat = 0; repeat < 5; repeat += 1) {
    const again = await request.get(`${cache}/en/products`);
    expect(again.headers()['x-cache-status']).toBe('HIT');
    expect(await again.text()).toBe(html);
  }
  expect(hostAnswered('/en/products')).toBe(1);
});

test("a visitor whose language cookie asks for English never gets the Greek page another visitor's request left in the cache", async ({
  request,
}) => {
  const greek = await request.get(`${cache}/products`, { headers: { 'accept-language': 'el' } });
  expect(greek.headers()['x-render']).toBe('server');
  expect((await request.get(`${cache}/products`, { headers: { 'accept-language': 'el' } })).headers()['x-cache-status']).toBe('HIT');
  const english = await request.get(`${cache}/products`, {
    headers: { 'accept-language': 'el', cookie: `${localeCookie.name}=en` },
    maxRedirects: 0,
  });
  expect(english.headers()['x-cache-status']).not.toBe('HIT');
  expect(english.status()).toBe(302);
  expect(english.headers()['location']).toBe('/en/products');
  expect(english.headers()['cache-control']).toBe('private, no-store');
});

test('Greek visitors who differ only in cookies of their own (analytics, chat) share the cached page', async ({ request }) => {
  const visitor = (ownCookies: string) =>
    request.get(`${cache}/products?shared-copy`, { headers: { 'accept-language': 'el-GR,el;q=0.9', cookie: ownCookies } });
  const first = await visitor('_ga=GA1.1.111.111; TawkConnectionTime=1');
  expect(first.headers()['x-render']).toBe('server');
  const other = await visitor('_ga=GA1.1.222.222; _fbp=fb.1.2.2');
  expect(other.headers()['x-cache-status']).toBe('HIT');
  expect(await other.text()).toBe(await first.text());
  expect(hostAnswered('/products?shared-copy')).toBe(1);
  // Each encoding is a copy of its own: a client that takes no compression is not sent the compressed one.
  expect(first.headers()['content-encoding']).toBe('br');
  const plain = await request.get(`${cache}/products?shared-copy`, {
    headers: { 'accept-language': 'el-GR,el;q=0.9', 'accept-encoding': 'identity' },
  });
  expect(plain.headers()['x-cache-status']).toBe('MISS');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(hostAnswered('/products?shared-copy')).toBe(2);
});

test('Greek visitors whose browsers word their languages differently share one copy; English ones still go to English', async ({
  request,
}) => {
  const url = `${cache}/products?worded`;
  const visitor = (acceptLanguage: string) => request.get(url, { headers: { 'accept-language': acceptLanguage }, maxRedirects: 0 });
  const first = await visitor('el-GR,el;q=0.9,en-US;q=0.8,en;q=0.7');
  expect(first.headers()['x-render']).toBe('server');
  for (const wording of ['el', 'el-GR,el;q=0.8,en-US;q=0.5,en;q=0.3', 'el-GR']) {
    const again = await visitor(wording);
    expect(again.headers()['x-cache-status']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
  }
  expect(hostAnswered('/products?worded')).toBe(1);
  // A browser whose first language is English, or whose first supported one is, is sent to the English page.
  for (const wording of ['en-US,en;q=0.9,el;q=0.8', 'de-DE,de;q=0.9,en;q=0.8', 'el;q=0.5,en']) {
    const english = await visitor(wording);
    expect(english.status()).toBe(302);
    expect(english.headers()['location']).toBe('/en/products?worded');
  }
});

test('a crafted request the host reads as Greek but the cache as English leaves nothing for English visitors', async ({ request }) => {
  const url = `${cache}/products?crafted`;
  // nginx finds cookies by name ignoring case; the host does not, and renders the Greek page the browser language asks for.
  const crafted = await request.get(url, { headers: { 'accept-language': 'el', cookie: `${localeCookie.name.toUpperCase()}=en` } });
  expect(crafted.status()).toBe(200);
  expect(crafted.headers()['x-render']).toBe('server');
  const english = await request.get(url, {
    headers: { 'accept-language': 'el', cookie: `${localeCookie.name}=en` },
    maxRedirects: 0,
  });
  expect(english.headers()['x-cache-status']).not.toBe('HIT');
  expect(english.status()).toBe(302);
  expect(english.headers()['location']).toBe('/en/products?crafted');
});

test("a guest's receipt, rendered with their name and address, is never kept by the cache nor offered to search engines", async ({
  request,
}) => {
  const placed = await placeGuestOrder(request, 'en', 'http-cache');
  const receiptPath = localizedPath('receipt-id', 'en', { id: placed.order.id });
  // What is at stake: the server renders the buyer's details into the page (on a busy machine a render
  // may run past its time-out and leave the page to the browser: asked again until it is rendered).
  await expect(async () => {
    const rendered = await request.get(`${cache}${receiptPath}`);
    expect(rendered.headers()['x-render']).toBe('server');
    expect(await rendered.text()).toContain(guestBuyer.address.lastName);
  }).toPass({ timeout: 60_000 });
  const answeredBefore = hostAnswered(receiptPath);
  for (let repeat = 0; repeat < 3; repeat += 1) {
    const answer = await request.get(`${cache}${receiptPath}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-cache-status']).not.toBe('HIT');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.text()).toContain('<meta data-page-head name="robots" content="noindex">');
  }
  expect(hostAnswered(receiptPath) - answeredBefore).toBe(3);
});

test('a release and a rollback of a remote reach visitors through the cache within its shared max-age', async ({ page, request }) => {
  const url = `${cache}/en/frequently-asked-questions`;
  const registry = async () => JSON.parse(await readFile(path.join(cacheDirs.host, 'registry.json'), 'utf8'));
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(url);
  await expect(heading).toHaveText('Frequently asked questions');
  // The browser asked with its own Accept-Encoding (a variant of its own); this client's is cached now.
  await request.get(url);
  expect((await request.get(url)).headers()['x-cache-status']).toBe('HIT');

  const servesVersion = async (version: string) => {
    // Polled: each answer is the cache's; the host is asked again only once the page is older than s-maxage.
    await expect
      .poll(async () => (await (await request.get(url)).text()).includes(`/remotes/content/${version}/`), {
        timeout: (sMaxAge + 3) * 1000,
      })
      .toBe(true);
  };
  // The browser's copy is a variant of its own (its Accept-Encoding): the first request after it
  // expired may still get it while the cache fetches the new one (stale-while-revalidate), and that
  // fetch is a render, which on a loaded machine can take up to the host's 3 s render timeout (seen in CI).
  const visitorSees = (title: string) =>
    expect(async () => {
      await page.reload();
      await expect(heading).toHaveText(title, { timeout: 2000 });
    }).toPass({ timeout: (sMaxAge + 3 + 8) * 1000 });
  await run(process.execPath, ['tools/release.mjs', 'content', '--source', cacheDirs.source, '--dir', cacheDirs.host]);
  await servesVersion((await registry()).remotes.content.version);
  await visitorSees(changedTitle);

  await run(process.execPath, ['tools/rollback.mjs', 'content', '--dir', cacheDirs.host]);
  await servesVersion((await registry()).remotes.content.version);
  await visitorSees('Frequently asked questions');
});
