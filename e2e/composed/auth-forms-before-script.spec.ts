import { expect, test } from '../support/test';
import { localizedPath } from '@remac/shared-contracts';

// The account's forms come rendered by the server. Submitted before the page's script runs (a slow phone, a
// blocked script), the browser itself would send them as a GET, with every field, passwords included, in the
// address: history, server logs, the next page's Referer. Their buttons wait for the script instead.
test.describe('account forms before the page script runs', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: localizedPath('auth-login', 'en'), fields: ['Email', 'Password'] },
    { path: localizedPath('auth-register', 'en'), fields: ['Email', 'Password', 'Confirm password'] },
    { path: localizedPath('auth-forgot-password', 'en'), fields: ['Email'] },
    { path: localizedPath('auth-reset-password', 'en', { id: 'a-token' }), fields: ['New password', 'Confirm password'] },
  ];

  for (const { path, fields } of pages) {
    test(`${path} sends nothing, not even on Enter, so no password or address ends up in the URL`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form');
      for (const label of fields)
        await form.getByLabel(label, { exact: true }).fill(label === 'Email' ? 'maria@example.gr' : 'Secret-pass-2026');
      await expect(form.getByRole('button')).toBeDisabled();
      await form.getByLabel(fields.at(-1)!, { exact: true }).press('Enter');
      await page.waitForLoadState();
      expect(new URL(page.url()).search).toBe('');
      expect(page.url()).not.toContain('Secret-pass');
    });
  }
});
