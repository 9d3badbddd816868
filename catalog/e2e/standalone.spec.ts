import { expect, test } from '@playwright/test';

test.describe('catalog remote in its standalone harness, against the real API', () => {
  test('the Greek home shows the carousel, promotions and products, and the frame fragments', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByTestId('carousel')).toBeVisible();
    await expect(page.getByTestId('promotion-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('shipping-promotion')).toContainText('Δωρεάν αποστολή');
    const categories = page.getByTestId('footer-categories').getByRole('link');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeLessThanOrEqual(5);
    await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
  });

  test('the carousel moves to the next slide and localizes its links', async ({ page }) => {
    await page.goto('/en');
    const carousel = page.getByTestId('carousel');
    await expect(carousel).toContainText('1 of');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toContainText('2 of');
    await expect(carousel.getByRole('link').first()).toHaveAttribute('href', /^\/en\//);
  });

  test('listing filters and sort live in the URL, and the back button undoes them', async ({ page }) => {
    await page.goto('/en/accessories');
    const count = page.getByTestId('result-count');
    await expect(count).toContainText('products');
    const before = await count.textContent();
    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await expect(page).toHaveURL(/sort=PRICE_ASC/);
    const firstFacet = page.getByTestId('facets').getByRole('checkbox').first();
    const facetCount = await firstFacet.locator('xpath=..').getByTestId('facet-count').textContent();
    await firstFacet.check();
    await expect(count).toHaveText(`${facetCount} ${facetCount === '1' ? 'product' : 'products'}`);
    await page.goBack();
    await expect(count).toHaveText(before!);
    await expect(page).toHaveURL(/sort=PRICE_ASC/);
  });

  test('filters are remembered per listing for the session', async ({ page }) => {
    await page.goto('/en/products?grade=excellent');
    await expect(page.getByRole('checkbox', { name: /Excellent/ })).toBeChecked();
    await page.goto('/en/accessories');
    await expect(page.getByTestId('result-count')).toBeVisible();
    await page.goto('/en/products');
    await expect(page).toHaveURL(/grade=excellent/);
  });

  test('a search without results explains itself and offers a way out', async ({ page }) => {
    await page.goto('/en/search?search=zzqqxxnothing');
    const empty = page.getByTestId('empty-results');
    await expect(empty).toContainText('Nothing matches “zzqqxxnothing”');
    await empty.getByRole('link', { name: 'Browse all used Macs' }).click();
    await expect(page).toHaveURL('/en/products');
  });

  test('the product page shows the gallery, facts, installments and structured data', async ({ page }) => {
    await page.goto('/en/products/macbook-air-13-m1-2020-excellent');
    await expect(page.getByTestId('gallery').locator('img').first()).toHaveAttribute('srcset', /320w/);
    await expect(page.getByTestId('grade')).toContainText('Excellent');
    await expect(page.getByTestId('installments')).toContainText('installments');
    await expect(page.getByText('special margin scheme')).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
    expect(jsonLd.offers.itemCondition).toMatch(/RefurbishedCondition|UsedCondition/);
    // The product has six related products; the page shows four, and four similar ones.
    await expect(page.getByRole('region', { name: 'Related products' }).getByTestId('product-card')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Similar products' }).getByTestId('product-card')).toHaveCount(4);
  });

  test('unknown slugs report not found and renamed ones redirect', async ({ page }) => {
    await page.goto('/en/promotions/no-such-promotion');
    await expect(page.getByTestId('harness-not-found')).toBeVisible();
    await page.goto('/en/promotions/black-friday-2025');
    await expect(page).toHaveURL('/en/promotions/black-friday');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await page.goto('/categories/laptops');
    await expect(page).toHaveURL('/categories/macbook-pro');
  });

  test('the compare bar keeps products across reloads and marks the first as primary', async ({ page }) => {
    await page.goto('/en/promotions/black-friday');
    const toggles = page.getByTestId('product-card').getByRole('button', { name: /^Compare / });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await page.reload();
    const bar = page.getByTestId('compare-bar');
    await expect(bar.getByRole('listitem')).toHaveCount(2);
    await expect(bar.getByRole('listitem').first()).toHaveAttribute('data-primary', 'true');
    await bar.getByRole('listitem').first().getByRole('button').click();
    await expect(bar.getByRole('listitem')).toHaveCount(1);
    await expect(bar.getByRole('listitem').first()).toHaveAttribute('data-primary', 'true');
  });

  test('the header search suggests as you type and goes to the result page', async ({ page }) => {
    await page.goto('/en/products');
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByTestId('header-search');
    await expect(search.getByRole('option')).toHaveText(['imac', 'macbook', 'ipad']);
    await search.getByRole('combobox').fill('imc');
    await expect(search.getByRole('option').first()).toContainText('iMac');
    await search.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/en\/search\?search=iMac/);
    await expect(page.getByTestId('header-search')).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
