import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

const product = '/products/macbook-air-13-m1-2020-excellent';

test.describe('without JavaScript, the server has rendered the first view', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/en']) {
    test(`${path}: the carousel's first image, the headline and the featured products`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const firstSlide = page.locator('main picture img').first();
      await expect(firstSlide).toHaveAttribute('srcset', /\d+w/);
      await expect(firstSlide).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  }

  for (const path of ['/products', '/en/products']) {
    test(`${path}: the listing with its product cards and facets`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(4);
      await expect(page.locator('main input[type="checkbox"]').first()).toBeAttached();
    });
  }

  for (const path of [product, `/en${product}`]) {
    test(`${path}: the product's name, price and image`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('MacBook Air');
      await expect(page.locator('main').getByText('€').first()).toBeVisible();
      await expect(page.locator('main picture img').first()).toHaveAttribute('src', /\/media\//);
    });
  }

  for (const path of ['/products', '/en/frequently-asked-questions', '/checkout']) {
    test(`${path}: the info bar's shipping promotion`, async ({ page }) => {
      await page.goto(path);
      // The API's first shipping promotion, e.g. free shipping from a price (spec §1, §7 Banner).
      await expect(page.getByTestId('shipping-promotion')).toContainText('€');
    });
  }
});

/** The site header as the server sent it, remembered before any script runs. */
async function rememberServerHeader(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeader: Element | null }).serverHeader = document.querySelector('[data-testid="site-header"]');
    });
  });
}

const serverHeaderKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeader: Element | null }).serverHeader;
    return Boolean(kept?.isConnected) && kept === document.querySelector('[data-testid="site-header"]');
  });

test('the browser takes over the server markup (hydration) without a mismatch, and the page works', async ({ page }) => {
  const errors = collectPageErrors(page);
  await rememberServerHeader(page);
  await page.goto('/en');
  await page.getByTestId('search-toggle').click();
  await expect(page.getByTestId('header-search').getByRole('combobox')).toBeFocused();
  expect(await serverHeaderKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("a returning visitor's cart and compare list appear on a server-rendered page without a mismatch", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/products');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
    .first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
  // Adding opens the cart drawer, a modal dialog: the visitor closes it to go on with the listing.
  await page.getByRole('dialog', { name: 'Shopping cart' }).press('Escape');
  await card.getByRole('button', { name: /^Compare / }).click();
  await expect(page.getByTestId('compare-bar').getByRole('listitem')).toHaveCount(1);

  await rememberServerHeader(page);
  await page.reload();
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
  await expect(page.getByTestId('compare-bar').getByRole('listitem')).toHaveCount(1);
  expect(await serverHeaderKept(page)).toBe(true);
  expect(errors).toEqual([]);
});
