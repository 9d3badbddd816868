import { expect, test } from '../support/test';

test.describe('error pages', () => {
  test('an unknown route answers 404 and says the page could not be found', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/en');
  });

  test('an unknown Greek route answers 404 in Greek', async ({ page }) => {
    const response = await page.goto('/den-yparxei');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η σελίδα δεν βρέθηκε');
  });

  test('a known route answers 200', async ({ page }) => {
    const response = await page.goto('/en/about-remac');
    expect(response?.status()).toBe(200);
  });

  test.describe('old Internet Explorer', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });

    test('gets the 417 unsupported-browser page with a browser list', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(417);
      await expect(page.getByRole('heading', { name: '417 – Unsupported browser' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mozilla Firefox' })).toBeVisible();
    });
  });
});
