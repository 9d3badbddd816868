import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { collectPageErrors } from '../support/page-errors';

test.describe('with the content remote not served', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/content/**', (route) => route.abort('connectionrefused'));
  });

  test('home, header, footer and the language switch still work', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('ReMac');
    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Sell your Mac' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a content route shows the localized fallback, and retry recovers once the remote is back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/frequently-asked-questions');
    const notice = page.getByTestId('remote-unavailable');
    await expect(notice).toContainText('This section is temporarily unavailable');
    await expect(page.getByTestId('site-footer')).toBeVisible();

    await page.unroute('**/remotes/content/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    expect(errors).toEqual([]);
  });

  test('the fallback is in Greek on Greek pages', async ({ page }) => {
    await page.goto('/syxnes-erotiseis');
    await expect(page.getByTestId('remote-unavailable')).toContainText('Αυτή η ενότητα δεν είναι προσωρινά διαθέσιμη');
    await expect(page.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
  });
});
