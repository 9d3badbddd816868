import type { Page } from '@playwright/test';
import { localizedPath, locales, type RouteName } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { addMacToCart, checkoutTexts, fillBuyer } from '../support/checkout-flow';

/** The widths the shop was tried at (issue 15): phones, a tablet, small laptops and desktops. */
const widths = [320, 360, 390, 414, 768, 1024, 1280, 1366];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The cart toggle's box: the visitor must be able to reach all of it without scrolling sideways. */
async function cartToggleBox(page: Page) {
  const toggle = page.getByTestId('site-header').locator('[data-slot="checkout/CartToggle"]');
  await expect(toggle.getByRole('button').or(toggle.getByRole('link')).first()).toBeVisible();
  return toggle.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, viewport: document.documentElement.clientWidth };
  });
}

/** How much of the header's logo (the link home, holding the shop's name) is cut off, in pixels. */
async function logoCutOff(page: Page): Promise<number> {
  const home = page.getByTestId('site-header').getByRole('link').filter({ hasText: 'ReMac' }).first();
  return home.evaluate((link) => link.scrollWidth - link.clientWidth);
}

/** At every width: nothing wider than the window, the cart toggle wholly inside it, and the shop's name whole. */
async function expectFitsEveryWidth(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => horizontalOverflow(page), { message: `page wider than ${width}px` }).toBeLessThanOrEqual(0);
    const box = await cartToggleBox(page);
    expect(box.left, `cart toggle at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `cart toggle at ${width}px`).toBeLessThanOrEqual(box.viewport);
    expect(await logoCutOff(page), `logo cut off at ${width}px`).toBeLessThanOrEqual(0);
  }
}

async function listingProductHref(page: Page): Promise<string> {
  const link = page.locator('main a[href*="/products/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

for (const locale of locales) {
  test.describe(`no sideways scrolling (${locale})`, () => {
    for (const name of ['index', 'products'] as RouteName[]) {
      test(`${name} fits every width from 320 px`, async ({ page }) => {
        await page.goto(localizedPath(name, locale));
        await expectFitsEveryWidth(page);
      });
    }

    test('a product page fits every width from 320 px', async ({ page }) => {
      await page.goto(localizedPath('products', locale));
      await page.goto(await listingProductHref(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsEveryWidth(page);
    });

    test('checkout with an item in the cart fits every width from 320 px', async ({ page, request }) => {
      await addMacToCart(page, request, locale);
      await page.goto(localizedPath('checkout', locale));
      await expect(page.getByLabel(checkoutTexts[locale].email, { exact: true })).toBeVisible();
      await expectFitsEveryWidth(page);
    });

    // What a choice opens (the card's fields, the invoice's) is laid out only then: it must fit as well.
    test('checkout with each payment method chosen and an invoice asked for fits every width from 320 px', async ({ page, request }) => {
      await addMacToCart(page, request, locale);
      await page.goto(localizedPath('checkout', locale));
      await fillBuyer(page, locale, 'fits@example.gr');
      await page.getByLabel(checkoutTexts[locale].invoice, { exact: true }).check();
      const methods = page.getByTestId('payment-methods').getByRole('radio');
      await expect(methods.first()).toBeVisible();
      let tried = 0;
      for (const method of await methods.all()) {
        if (!(await method.isEnabled())) continue;
        await method.check();
        await expectFitsEveryWidth(page);
        tried += 1;
      }
      expect(tried).toBeGreaterThan(1);
    });

    test('opening the search on a phone does not shift the page sideways', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(localizedPath('index', locale));
      const header = page.getByTestId('site-header');
      await header.locator('[data-slot="catalog/HeaderSearch"]').getByRole('button').first().click();
      await expect(header.getByRole('searchbox').or(header.getByRole('combobox')).first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  });
}
