import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

const unavailable = { el: 'Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη', en: 'This section is temporarily unavailable' } as const;

test.describe('with the account remote not served', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/account/**', (route) => route.abort('connectionrefused'));
  });

  for (const locale of ['el', 'en'] as const) {
    test(`in ${locale} the shop works, the header shows no session control, member and auth pages show the fallback`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(localizedPath('products', locale));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('cart-toggle')).toBeVisible();
      await expect(page.getByTestId('site-header').locator('[data-slot^="account/"]')).toHaveCount(0);
      await expect(page.getByTestId('session-guest')).toHaveCount(0);

      for (const route of ['orders', 'auth-login'] as const) {
        await page.goto(localizedPath(route, locale));
        await expect(page.getByTestId('remote-unavailable')).toContainText(unavailable[locale]);
        await expect(page.getByTestId('site-footer').or(page.locator('[data-layout="auth"]'))).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }
});
