import type { Page } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { accountTexts, header, logInWithForm, newMemberEmail, registerByApi } from '../support/account-journey';

/** Every script the page has asked the account remote for. */
function accountScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/account/') && urls.push(request.url()));
  return urls;
}

for (const locale of ['el', 'en'] as const) {
  test(`in ${locale} a guest's first view downloads nothing of the account remote until they interact, then the session control works`, async ({
    page,
  }) => {
    const t = accountTexts[locale];
    const errors = collectPageErrors(page);
    const requested = accountScripts(page);
    await page.goto(localizedPath('index', locale));
    await page.waitForLoadState('networkidle');
    // The rest of the header's fragments have come (the remotes load), the account's has not.
    await expect(header(page).locator('[data-slot="catalog/HeaderSearch"]')).toBeVisible();
    expect(requested).toEqual([]);
    const placeholder = header(page).getByTestId('session-placeholder');
    await expect(placeholder.getByRole('link', { name: t.login })).toHaveAttribute('href', localizedPath('auth-login', locale));

    await placeholder.hover();
    const guest = header(page).getByTestId('session-guest');
    await expect(guest.getByRole('link', { name: t.login })).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
    await expect(placeholder).toBeHidden();
    await guest.getByRole('link', { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('auth-login', locale)}$`));
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a guest's login link works before anything of the account remote has loaded", async ({ page }) => {
  await page.goto(localizedPath('index', 'en'));
  // A keyboard visitor: the first key press is the interaction.
  await header(page).getByTestId('session-placeholder').getByRole('link', { name: accountTexts.en.login }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${localizedPath('auth-login', 'en')}$`));
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test("a member's header shows the session control without any interaction, on the next page too", async ({ page, request }) => {
  const email = newMemberEmail('first-view');
  await registerByApi(request, 'en', email);
  await page.goto(localizedPath('auth-login', 'en'));
  await logInWithForm(page, 'en', email);
  await expect(header(page).getByTestId('session-member')).toContainText(email);

  // A fresh page load: no pointer or key event reaches it before the check.
  await page.goto(localizedPath('products', 'en'));
  await expect(header(page).getByTestId('session-member')).toContainText(email);
  await expect(header(page).getByTestId('session-placeholder')).toBeHidden();
});
