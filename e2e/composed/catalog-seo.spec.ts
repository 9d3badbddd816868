import { expect, test } from '../support/test';

test.describe('catalog SEO in the composed shop', () => {
  test('a product page reports its title, description, canonical, hreflang and Product JSON-LD', async ({ page }) => {
    await page.goto('/en/products/macbook-air-13-m1-2020-excellent?variant=1');
    await expect(page).toHaveTitle('MacBook Air 13" M1 (2020) · Appearance: Excellent | ReMac');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('MacBook Air');
    expect(description!.length).toBeLessThanOrEqual(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/products\/macbook-air-13-m1-2020-excellent$/);
    await expect(page.locator('link[rel="alternate"][hreflang="el"]')).toHaveAttribute(
      'href',
      /[^n]\/products\/macbook-air-13-m1-2020-excellent$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/products\/macbook-air-13-m1-2020-excellent$/,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.offers.itemCondition).toBe('https://schema.org/RefurbishedCondition');
  });

  test('the accessories have one address: their category page names /accessories as canonical, and the shop links there', async ({
    page,
  }) => {
    for (const [path, canonical] of [
      ['/categories/accessories', /\.gr\/accessories$/],
      ['/en/categories/accessories', /\.gr\/en\/accessories$/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\.gr\/en\/accessories$/);
    }
    await page.goto('/categories');
    const cards = page.getByTestId('category-card').getByRole('link');
    await expect(cards.first()).toBeVisible();
    const links = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toContain('/accessories');
    expect(links).not.toContain('/categories/accessories');
    expect(links).toContain('/categories/macbook-pro');
  });

  test('a Greek listing reports its Greek title and an English alternate', async ({ page }) => {
    await page.goto('/accessories');
    await expect(page).toHaveTitle('Αξεσουάρ | ReMac');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/accessories$/);
  });
});
