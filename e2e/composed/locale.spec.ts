import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';

test.describe('locale routing', () => {
  test('the language switch keeps the page: Greek FAQ ↔ English FAQ', async ({ page, context }) => {
    await page.goto('/syxnes-erotiseis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Συχνές ερωτήσεις');
    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/en\/frequently-asked-questions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('en');

    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/syxnes-erotiseis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Συχνές ερωτήσεις');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });

  test("the language switch keeps a listing's filters, order and page", async ({ page }) => {
    await page.goto('/products?sort=PRICE_ASC');
    const switcher = (await scrollToFooter(page)).getByTestId('language-switcher');
    await expect(switcher).toBeVisible();
    // The shopper moves on within the listing: the page's reported alternate is the listing's address.
    await page.getByRole('navigation', { name: 'Σελίδες' }).getByRole('link', { name: 'Σελίδα 2' }).click();
    await expect(page).toHaveURL(/\/products\?sort=PRICE_ASC&page=2$/);
    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/en\/products\?sort=PRICE_ASC&page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('an English-speaking browser without a saved choice', () => {
  test.use({ locale: 'en-US' });

  test('is redirected from / to /en by the server, and gets the English page rendered there', async ({ page }) => {
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Moved in the browser instead, the page would be rendered again there, its data asked of the API again.
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    expect(await response?.headerValue('x-render')).toBe('server');
  });

  test('stays in Greek once it chose Greek with the switcher', async ({ page }) => {
    await page.goto('/en/contact');
    await (await scrollToFooter(page)).getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/epikoinonia$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });

  test('is redirected from a Greek page to the same page in English', async ({ page }) => {
    await page.goto('/oroi-xrisis?ref=mail');
    await expect(page).toHaveURL(/\/en\/terms-and-conditions\?ref=mail$/);
  });
});
