import type { Page, Response } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { cartPriced, useCart } from '../support/shop-rules';

/**
 * Strings that survive minification in each library of the checkout's form stack: zod's class names
 * and an option name of react-hook-form's core.
 */
const markers = { zod: '$ZodObject', 'react-hook-form': 'shouldUnregister' } as const;
type Library = keyof typeof markers;

/** Which form libraries the scripts the page downloaded carry. */
function watchFormLibraries(page: Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return async (): Promise<Library[]> => {
    const found = new Set<Library>();
    for (const response of scripts) {
      const body = await response.text().catch(() => '');
      for (const [library, marker] of Object.entries(markers) as [Library, string][]) if (body.includes(marker)) found.add(library);
    }
    return [...found].sort();
  };
}

test.describe('with an empty cart, no page downloads the checkout form stack (zod, react-hook-form)', () => {
  const product = '/products/macbook-air-13-m1-2020-excellent';
  for (const path of [localizedPath('checkout', 'el'), localizedPath('shopping-cart', 'en'), '/', product]) {
    test(`${path}`, async ({ page }) => {
      const formLibraries = watchFormLibraries(page);
      await page.goto(path);
      if (path.includes('checkout') || path.includes('cart')) await expect(page.locator('main')).toContainText(/άδειο|empty/i);
      else await expect(page.getByTestId('cart-toggle').first()).toBeVisible();
      expect(await formLibraries()).toEqual([]);
    });
  }
});

test('with an item in the cart, the checkout loads the form stack and shows the form', async ({ page, request }) => {
  const { token } = await cartPriced(request, 1_000, 300_000);
  await useCart(page, token);
  const formLibraries = watchFormLibraries(page);
  await page.goto(localizedPath('checkout', 'en'));
  await expect(page.getByRole('textbox', { name: /e-?mail/i }).first()).toBeVisible();
  expect(await formLibraries()).toEqual(['react-hook-form', 'zod']);
});
