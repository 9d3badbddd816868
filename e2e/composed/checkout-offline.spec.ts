import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

test.describe('with the checkout remote not served', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/checkout/**', (route) => route.abort('connectionrefused'));
  });

  test('the catalogue stays browsable and the product page says that buying is unavailable', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Every card says so too, in place of its add-to-cart button.
    await expect(page.getByTestId('product-card').first().getByTestId('remote-unavailable-line')).toBeVisible();
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await page.locator('[data-add-to-cart-variant]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-add-to-cart-variant]').getByTestId('remote-unavailable-line')).toHaveText(
      'Online ordering is temporarily unavailable. Please call us to order.',
    );
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('cart-toggle')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the checkout pages show the localized fallback inside the frame', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByTestId('remote-unavailable')).toContainText('Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη');
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });
});
