import { expect, test } from '../support/test';
import { localizedPath } from '@remac/shared-contracts';
import { collectPageErrors } from '../support/page-errors';
import { accountTexts, buyInBrowser, header, logInWithForm, newMemberEmail, registerInBrowser } from '../support/account-journey';

for (const locale of ['el', 'en'] as const) {
  test(`a member in ${locale}: registers, logs in from /orders and returns there, buys, finds the order, logs out`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = accountTexts[locale];
    const errors = collectPageErrors(page);
    const email = newMemberEmail(locale);

    await registerInBrowser(page, locale, email);
    await header(page).getByRole('button', { name: email }).click();
    await header(page).getByRole('menuitem', { name: t.logout }).click();
    await expect(header(page).getByTestId('session-guest').getByRole('link', { name: t.login })).toBeVisible();

    // A guest opening /orders lands on login, and comes back after logging in.
    await page.goto(localizedPath('orders', locale));
    await expect(page).toHaveURL(new RegExp(`${localizedPath('auth-login', locale)}\\?redirect=`));
    const form = page.getByTestId('login-form');
    await form.getByRole('button', { name: t.submitLogin }).click();
    await expect(form.getByRole('alert')).toHaveText([t.required, t.required]);
    await form.getByLabel(t.email, { exact: true }).fill('not-an-email');
    await form.getByLabel(t.password, { exact: true }).fill('wrong password');
    await form.getByRole('button', { name: t.submitLogin }).click();
    await expect(form.getByRole('alert')).toHaveText([t.invalidEmail]);
    await form.getByLabel(t.email, { exact: true }).fill(email);
    await form.getByRole('button', { name: t.submitLogin }).click();
    await expect(page.getByTestId('login-refusal')).toHaveText(t.wrongPassword);
    // Nothing typed is lost.
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(email);
    await logInWithForm(page, locale, email);
    await expect(page).toHaveURL(new RegExp(`${localizedPath('orders', locale)}$`));
    await expect(page.getByTestId('orders-empty')).toHaveText(new RegExp(t.empty));
    // While logged in, the auth pages send the member on (home: the redirect was used).
    await page.goto(localizedPath('auth-register', locale));
    await expect(page).toHaveURL(new RegExp(`${localizedPath('index', locale).replace(/\/$/, '')}/?$`));

    const { product, number } = await buyInBrowser(page, request, locale, email);
    await header(page).getByRole('button', { name: email }).click();
    await header(page).getByRole('menuitem', { name: t.myOrders }).click();
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(number);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('orders-id', locale, { id: number })}$`));
    const order = page.getByTestId('order');
    await expect(order.getByTestId('order-item')).toContainText(product);
    await expect(order.getByRole('heading', { name: t.shipping })).toBeVisible();
    await expect(order).toContainText('Γρηγορίου Λαμπράκη 125');
    await expect(order.locator('[data-state]').first()).toHaveText(/\S/);

    // Logout: the header shows a guest again, and the orders are not shown any more.
    await header(page).getByRole('button', { name: email }).click();
    await header(page).getByRole('menuitem', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('index', locale).replace(/\/$/, '')}/?$`));
    await expect(header(page).getByTestId('session-member')).toHaveCount(0);
    await page.goto(localizedPath('orders-id', locale, { id: number }));
    await expect(page).toHaveURL(new RegExp(`${localizedPath('auth-login', locale)}\\?redirect=`));
    await expect(page.getByTestId('order')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
