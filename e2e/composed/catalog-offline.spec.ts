import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { localizedPath, locales, routeTable } from '@remac/shared-contracts';
import { collectPageErrors } from '../support/page-errors';

test.describe('with the catalog remote not served', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
  });

  test('the home frame, content pages and the language switch still work', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toContainText('Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη');
    // Scrolled to, the footer tries its fragments; the categories' failure hides them.
    const footer = await scrollToFooter(page);
    await expect(footer).toContainText('ReMac');
    await expect(page.getByTestId('footer-categories')).toHaveCount(0);
    await footer.getByTestId('language-switcher').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await (await scrollToFooter(page)).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByTestId('info-bar')).toBeVisible();
    await expect(page.getByTestId('shipping-promotion')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // Only the content remote exists besides the catalog today; checkout, trade-in and account have no build yet.
  // One test per page and language, so that a slow machine never runs out of one test's time on 26 page loads.
  for (const route of routeTable.filter((entry) => entry.remote === 'content')) {
    for (const locale of locales) {
      test(`the ${route.name} page (${locale}) still renders`, async ({ page }) => {
        const errors = collectPageErrors(page);
        // A page of a private link (the newsletter's confirmation) opens with any token.
        await page.goto(localizedPath(route.name, locale, Object.fromEntries(route.params.map((name) => [name, 'a-token']))));
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  }

  for (const path of [
    '/en/products',
    '/en/products/macbook-air-13-m1-2020-excellent',
    '/en/search?search=imac',
    '/en/promotions',
    '/en/categories/imac',
  ]) {
    test(`${path} shows the localized fallback with the frame around it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('remote-unavailable')).toContainText('This section is temporarily unavailable');
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
    });
  }

  test('retry shows the catalog page once the remote is back', async ({ page }) => {
    await page.goto('/en/accessories');
    const notice = page.getByTestId('remote-unavailable');
    await expect(notice).toBeVisible();
    await page.unroute('**/remotes/catalog/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessories');
  });
});
