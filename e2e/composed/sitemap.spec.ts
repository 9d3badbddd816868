import { tenant } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';

/** The pages a sitemap lists, by their path on this host, and the URL it gives for each. */
function listedUrls(xml: string): { path: string; loc: string }[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => ({ loc: loc!, path: new URL(loc!).pathname }));
}

test('robots.txt keeps crawlers off personal pages and the API, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const rule of ['/checkout', '/en/receipt', '/request', '/graphql']) expect(text).toContain(`\nDisallow: ${rule}\n`);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`\nSitemap: ${tenant.siteUrl}/sitemap.xml\n`);
});

test('the sitemap lists every product in both languages, and each page it lists is its own canonical page', async ({ request }) => {
  // About seventy pages rendered on the server.
  test.slow();
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const listed = listedUrls(await response.text());

  const products = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: tenant.id },
    data: { query: '{ products(first: 1) { total } }' },
  });
  const { total } = ((await products.json()) as { data: { products: { total: number } } }).data.products;
  const productPages = listed.filter(({ path }) => /^(\/en)?\/products\/[^/]+$/.test(path));
  expect(total).toBeGreaterThan(100);
  expect(productPages).toHaveLength(total * 2);

  for (const required of ['/', '/en', '/products', '/en/frequently-asked-questions', '/polisi-metaxeirismenou-mac'])
    expect(listed.map(({ path }) => path)).toContain(required);
  for (const personal of ['/shopping-cart', '/checkout', '/en/auth/login', '/search'])
    expect(listed.map(({ path }) => path)).not.toContain(personal);

  // Every page but the products (one route, many slugs), and a few products: found, rendered, and canonical.
  const checked = [...listed.filter((url) => !productPages.includes(url)), ...productPages.slice(0, 4), ...productPages.slice(-4)];
  const answers = await Promise.all(
    checked.map(async ({ path, loc }) => {
      const page = await request.get(path, { maxRedirects: 0 });
      const html = await page.text();
      return { path, loc, status: page.status(), canonical: html.match(/<link[^>]* rel="canonical" href="([^"]+)"/)?.[1], html };
    }),
  );
  for (const { path, loc, status, canonical, html } of answers) {
    expect(status, path).toBe(200);
    expect(canonical, path).toBe(loc);
    expect(html, path).not.toMatch(/<meta[^>]* name="robots" content="noindex"/);
  }
});
