import { localizedPath, locales, type Locale, type RouteName } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { findEntities, seoTitle } from '../support/seo-data';

// Without JavaScript the page is exactly the HTML the server sent: nothing is added by hydration.
test.use({ javaScriptEnabled: false });

const site = 'ReMac';

/** Page types whose name comes from the route (not from the API's data). */
const routePages: RouteName[] = [
  'index',
  'products',
  'accessories',
  'shopping-cart',
  'checkout',
  'about',
  'faq',
  'shipping-methods',
  'auth-login',
  'orders',
  'sale',
  'repair',
];

async function readHead(page: import('@playwright/test').Page) {
  const head = page.locator('head');
  // Absent elements read as null at once: the server's HTML is complete, nothing is still to come.
  const attribute = async (selector: string, name: string) =>
    (await head.locator(selector).count()) ? head.locator(selector).first().getAttribute(name) : null;
  return {
    title: await page.title(),
    descriptions: await head.locator('meta[name="description"]').count(),
    description: await attribute('meta[name="description"]', 'content'),
    canonical: await attribute('link[rel="canonical"]', 'href'),
    hreflang: Object.fromEntries(
      await Promise.all(
        ['el', 'en', 'x-default'].map(async (lang) => [lang, await attribute(`link[rel="alternate"][hreflang="${lang}"]`, 'href')]),
      ),
    ) as Record<string, string | null>,
    og: {
      title: await attribute('meta[property="og:title"]', 'content'),
      description: await attribute('meta[property="og:description"]', 'content'),
      url: await attribute('meta[property="og:url"]', 'content'),
      image: await attribute('meta[property="og:image"]', 'content'),
    },
    twitterCard: await attribute('meta[name="twitter:card"]', 'content'),
    lang: await page.locator('html').getAttribute('lang'),
  };
}

async function expectFullHead(page: import('@playwright/test').Page, path: string, locale: Locale) {
  const head = await readHead(page);
  expect(head.title, path).toMatch(new RegExp(`^.+ \\| ${site}$`));
  expect(head.descriptions, path).toBe(1);
  expect(head.description?.length, path).toBeGreaterThan(20);
  expect(head.description!.length, path).toBeLessThanOrEqual(160);
  expect(new URL(head.canonical!).pathname, path).toBe(path);
  expect(new URL(head.hreflang[locale]!).pathname, path).toBe(path);
  expect(head.hreflang.el, path).toBeTruthy();
  expect(head.hreflang.en, path).toMatch(/\/en(\/|$)/);
  expect(head.hreflang['x-default'], path).toBe(head.hreflang.el);
  expect(head.og, path).toEqual({
    title: head.title,
    description: head.description,
    url: head.canonical,
    image: expect.stringMatching(/^https?:\/\//),
  });
  expect(head.twitterCard, path).toMatch(/^summary/);
  expect(head.lang, path).toBe(locale);
  // Named for what it is, not by the site's name alone.
  expect(head.title).not.toBe(site);
  return head;
}

test.describe('the head of every page type in the HTML the server sends', () => {
  for (const locale of locales) {
    for (const route of routePages) {
      const path = localizedPath(route, locale);
      test(`${path} carries its title, description, canonical, hreflang, Open Graph and Twitter`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectFullHead(page, path, locale);
      });
    }

    for (const route of ['products-id', 'categories-id', 'promotions-id'] as const) {
      test(`a ${route} page is named by its data in ${locale}`, async ({ page, request }) => {
        const { product, category, promotion } = await findEntities(request, locale);
        // A product is named by the SEO table (its name and grade), a category and a promotion by their own name.
        const { slug, name } = {
          'products-id': { slug: product.slug, name: await seoTitle(request, locale, 'PRODUCT', product.slug) },
          'categories-id': category,
          'promotions-id': promotion,
        }[route];
        const path = localizedPath(route, locale, { id: slug });
        await page.goto(path);
        const head = await expectFullHead(page, path, locale);
        expect(head.title).toBe(`${name} | ${site}`);
      });
    }

    test(`a listing's later page is its own canonical URL, its filters and order are not (${locale})`, async ({ page }) => {
      const path = localizedPath('products', locale);
      const relative = (url: string | null) => url && `${new URL(url).pathname}${new URL(url).search}`;
      await page.goto(`${path}?page=2`);
      const paged = await readHead(page);
      expect(relative(paged.canonical)).toBe(`${path}?page=2`);
      expect(relative(paged.hreflang.el)).toBe(`${localizedPath('products', 'el')}?page=2`);
      expect(relative(paged.hreflang.en)).toBe(`${localizedPath('products', 'en')}?page=2`);
      await page.goto(`${path}?grade=fair&sort=PRICE_ASC`);
      expect(relative((await readHead(page)).canonical)).toBe(path);
    });

    test(`a search's results are kept out of the index, a listing is not (${locale})`, async ({ page }) => {
      const robots = page.locator('meta[name="robots"]');
      await page.goto(`${localizedPath('search', locale)}?search=macbook`);
      await expect(robots).toHaveAttribute('content', 'noindex');
      await page.goto(localizedPath('products', locale));
      await expect(robots).toHaveCount(0);
    });

    test(`a visitor's own pages are kept out of the index, the trade-in's offer is not (${locale})`, async ({ page }) => {
      const robots = page.locator('meta[name="robots"]');
      for (const route of ['shopping-cart', 'checkout', 'auth-login'] as const) {
        await page.goto(localizedPath(route, locale));
        await expect(robots, route).toHaveAttribute('content', 'noindex');
      }
      await page.goto(localizedPath('sale', locale));
      await expect(robots).toHaveCount(0);
    });

    test(`a product page previews its picture and keeps its JSON-LD in ${locale}`, async ({ page, request }) => {
      const { product } = await findEntities(request, locale);
      await page.goto(localizedPath('products-id', locale, { id: product.slug }));
      const head = await readHead(page);
      expect(new URL(head.og.image!).pathname).toBe(new URL(product.images[0]!.src, 'http://x').pathname);
      expect(head.twitterCard).toBe('summary_large_image');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name });
    });

    test(`the 404 page is named and kept out of the index (${locale})`, async ({ page }) => {
      const path = locale === 'en' ? '/en/no-such-page' : '/no-such-page';
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const head = await readHead(page);
      expect(head.title).toMatch(new RegExp(`^.+ \\| ${site}$`));
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(head.canonical).toBeNull();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(head.lang).toBe(locale);
    });
  }
});
