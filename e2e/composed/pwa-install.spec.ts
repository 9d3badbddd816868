import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The browser's offer to install, as Chromium fires it once a page is installable (a headless test
 * browser never does on its own); `prompt()` and the visitor's choice are the page's to call and read.
 */
function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => Object.assign(window, { installDialogShown: true }),
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('remac:install') ?? 'null') as unknown);

test('the install prompt appears in the page language when the browser offers installation, and "Not now" keeps it away', async ({
  page,
}) => {
  await page.goto('/');
  const prompt = page.getByRole('region', { name: 'Εγκαταστήστε το ReMac ως εφαρμογή' });
  await expect(prompt).toHaveCount(0);

  await offerInstallation(page, 'dismissed');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Όχι τώρα' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await stored(page)).toEqual({ state: 'dismissed', dismissedAt: expect.any(Number) });

  await page.reload();
  await offerInstallation(page, 'dismissed');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('"Install" opens the browser\'s dialog; the installation is remembered', async ({ page }) => {
  await page.goto('/en');
  await offerInstallation(page, 'accepted');
  const prompt = page.getByRole('region', { name: 'Install ReMac as an app' });
  await prompt.getByRole('button', { name: 'Install' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => 'installDialogShown' in window)).toBe(true);

  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(() => stored(page)).toEqual({ state: 'installed' });
});
