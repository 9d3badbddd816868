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

  test('every page of the other remotes still renders, in both languages', async ({ page }) => {
    const errors = collectPageErrors(page);
    // Only the content remote exists besides the catalog today; checkout, trade-in and account have no build yet.
    const others = routeTable.filter((route) => route.remote === 'content');
    for (const route of others) {
      for (const locale of locales) {
        await page.goto(localizedPath(route.name, locale));
        await expect(page.getByRole('heading', { level: 1 }), `${route.name} (${locale})`).not.toBeEmpty();
        await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      }
    }
    expect(errors).toEqual([]);
  });

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
