import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { accountTexts, header, logInWithForm, newMemberEmail, registerByApi } from '../support/account-journey';

interface StoredSession {
  refreshToken?: string | null;
  expiresAt?: number | null;
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('remac.account.session') ?? '{}') as StoredSession);

const storedRefreshToken = async (page: Page) => (await storedSession(page)).refreshToken;

/**
 * How far the page's clock must jump to be a second past the refresh time (10 s before the stored
 * expiry): counted from the page's own clock, since a slow machine spends seconds of it logging in.
 */
async function untilJustPastRefreshTime(page: Page): Promise<number> {
  const { expiresAt } = await storedSession(page);
  const now = await page.evaluate(() => Date.now());
  if (!expiresAt) throw new Error('no stored expiry');
  return expiresAt - 10_000 - now + 1_000;
}

test('two tabs stay logged in across a token refresh (one tab refreshes, the other adopts), then log out together', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = accountTexts.en;
  // The browser's clock, so that the 10-minute token reaches its refresh time in a moment.
  await page.context().clock.install();
  const email = newMemberEmail('tabs');
  await registerByApi(request, 'en', email);
  await page.goto('/en/auth/login');
  await logInWithForm(page, 'en', email);
  await expect(header(page).getByTestId('session-member')).toContainText(email);

  const second = await page.context().newPage();
  // A member's server-rendered /orders (neutral on the server) hydrates without a mismatch or an error.
  const secondErrors = collectPageErrors(second);
  await second.goto('/en/orders');
  await expect(second.getByTestId('orders-empty')).toBeVisible();
  const first = await storedRefreshToken(page);

  // Past the refresh time (10 s before the expiry, which is 5 s before the 600 s lifetime), not yet past the expiry.
  await page.clock.fastForward(await untilJustPastRefreshTime(page));
  await expect.poll(() => storedRefreshToken(page)).not.toBe(first);
  // A new token, not an emptied store (a tab that ended the session also changes what is stored).
  expect(await storedRefreshToken(page)).toEqual(expect.any(String));
  // Both tabs hold the session right after the refresh, before the first token's expiry.
  await expect(header(page).getByTestId('session-member')).toContainText(email);
  await expect(header(second).getByTestId('session-member')).toContainText(email);
  // Past the first token's expiry: both tabs still hold a valid session.
  await page.clock.fastForward('00:30');
  await expect(header(page).getByTestId('session-member')).toContainText(email);
  await expect(header(second).getByTestId('session-member')).toContainText(email);
  await second.reload();
  await expect(second.getByTestId('orders-empty')).toBeVisible();
  await page.reload();
  await expect(header(page).getByTestId('session-member')).toContainText(email);

  // Logging out in one tab logs the other out too: it leaves the member page for login.
  await header(page).getByRole('button', { name: email }).click();
  await header(page).getByRole('menuitem', { name: t.logout }).click();
  await expect(second).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Forders$/);
  await expect(second.getByTestId('login-form')).toBeVisible();
  expect(secondErrors).toEqual([]);
  await expect(header(page).getByTestId('session-guest')).toBeVisible();
});
