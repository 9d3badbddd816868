import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

/** Every request the page has made to the checkout remote. */
function checkoutRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/checkout/') && urls.push(request.url()));
  return urls;
}

test("a visitor without a cart gets the server's cart toggle and no checkout script until they interact; a tap before the script arrives still opens the drawer", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const requested = checkoutRequests(page);
  // The remote's entry is held until the tap has landed: the tap must not be lost meanwhile.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/remotes/checkout/**/remoteEntry.js', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  const toggle = page.getByTestId('cart-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(requested).toEqual([]);

  await toggle.click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toHaveCount(0);
  holding = false;
  for (const route of held) await route.continue();

  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  expect(errors).toEqual([]);
});

test('once the cart has items, the next page shows its count without any interaction', async ({ page }) => {
  await page.goto('/en/products');
  await page.getByTestId('product-card').getByRole('button', { name: 'Add to cart', disabled: false }).first().click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // A fresh page load: no pointer or key event reaches it before the checks.
  const requested = checkoutRequests(page);
  await page.goto('/en');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(requested.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
