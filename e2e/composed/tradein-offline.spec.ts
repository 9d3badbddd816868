import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { collectPageErrors } from '../support/page-errors';
import { salePath, tradeInTexts } from '../support/tradein-wizard';

test.describe('with the tradein remote not served', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/tradein/**', (route) => route.abort('connectionrefused'));
  });

  test('the sale route shows the localized fallback, the rest of the shop works, and retry recovers', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(salePath.en);
    const notice = page.getByTestId('remote-unavailable');
    await expect(notice).toContainText('This section is temporarily unavailable');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('ReMac');

    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.goto('/en');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');

    await page.goto(salePath.en);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await page.unroute('**/remotes/tradein/**');
    await page.getByTestId('remote-unavailable').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tradeInTexts.en.sale.title);
    expect(errors).toEqual([]);
  });

  test('the repair route shows the Greek fallback on a Greek page', async ({ page }) => {
    await page.goto('/episkevi-kai-anavathmisi-mac');
    await expect(page.getByTestId('remote-unavailable')).toContainText('Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
});
