import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

test.describe('the composed frame', () => {
  test('/ renders the Greek frame with lang="el"', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Αρχική σελίδα ReMac' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Πούλησε το Mac σου' })).toBeVisible();
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ReMac`);
    await expect(footer.getByRole('link', { name: 'Συχνές ερωτήσεις' })).toHaveAttribute('href', '/syxnes-erotiseis');
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/en renders the English frame with lang="en"', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Sell your Mac' })).toBeVisible();
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/en/frequently-asked-questions',
    );
  });

  test('the menu bar carries the seven navigation links in order', async ({ page }) => {
    await page.goto('/en/contact');
    const links = page.getByTestId('menu-bar').getByRole('link');
    await expect(links).toHaveText(['Home', 'Used Macs', 'Accessories', 'Sell your Mac', 'Repair & upgrade', 'About us', 'Contact']);
  });

  test('page titles read "page | site"', async ({ page }) => {
    await page.goto('/en/frequently-asked-questions');
    await expect(page).toHaveTitle('Frequently asked questions | ReMac');
    await expect(page.locator('link[rel="alternate"][hreflang="el"]')).toHaveAttribute('href', /\/syxnes-erotiseis$/);
  });
});
