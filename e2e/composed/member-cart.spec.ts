import type { Page } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, preparePage, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { accountTexts, header, logInWithForm, newMemberEmail, registerByApi } from '../support/account-journey';
import { addMacToCart } from '../support/checkout-flow';
import { acceptedBasic } from '../support/third-party';

const t = accountTexts.en;

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(localizedPath('auth-login', 'en'));
  await logInWithForm(page, 'en', email);
  await expect(header(page).getByTestId('session-member')).toContainText(email);
}

test("a member's cart follows them: a guest's cart joins the account at login and is there on another device, and logging out forgets it there", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = newMemberEmail('cart');
  await registerByApi(request, 'en', email);
  const errors = collectPageErrors(page);

  // The laptop: a guest's cart, then login.
  const mac = await addMacToCart(page, request, 'en');
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
  await logIn(page, email);
  await expect(page.getByTestId('cart-toggle')).toContainText('1');

  // The phone: the same member, nothing added there.
  const phoneContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const phone = await phoneContext.newPage();
  await preparePage(phone, true, acceptedBasic);
  await logIn(phone, email);
  const toggle = phone.getByTestId('cart-toggle');
  await expect(toggle).toContainText('1');
  await toggle.click();
  await expect(phone.getByTestId('cart-drawer')).toContainText(mac.name);
  await phone.keyboard.press('Escape');

  await header(phone).getByRole('button', { name: email }).click();
  await header(phone).getByRole('menuitem', { name: t.logout }).click();
  await expect(header(phone).getByTestId('session-guest')).toBeVisible();
  await expect(toggle).toContainText('0');
  await phoneContext.close();

  // The laptop keeps the member's cart.
  await page.reload();
  await page.mouse.move(200, 200);
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
  expect(errors).toEqual([]);
});
