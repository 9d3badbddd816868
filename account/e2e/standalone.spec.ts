import { expect, test } from '@playwright/test';

const password = 'Standalone-Mac-2026';

test.describe('account remote in its standalone harness, against the real API', () => {
  test('registers, shows the member in the header and footer fragments, lists no orders, logs out', async ({ page }) => {
    const email = `standalone-${Date.now()}@example.gr`;
    await page.goto('/en/auth/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('password');
    await form.getByLabel('Confirm password', { exact: true }).fill('another');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('This password is too common. Please choose another one')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('Xq7#k');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('The password must be 8 to 128 characters long')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('The passwords do not match')).toBeVisible();
    // Nothing typed is lost on a refused submit.
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await form.getByLabel('Confirm password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByTestId('session-member')).toContainText(email);
    await expect(page.getByTestId('member-area')).toContainText(email);
    await page.getByTestId('session-member').getByRole('button').press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('orders-empty')).toContainText('You have not placed any orders yet.');

    await page.getByTestId('member-area').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByTestId('session-guest').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('member-area').getByRole('link', { name: 'Register' })).toBeVisible();
  });

  test('the login form shows the spec texts in Greek and the server refusal', async ({ page }) => {
    await page.goto('/auth/login');
    const form = page.getByTestId('login-form');
    await form.getByRole('button', { name: 'Σύνδεση' }).click();
    await expect(form.getByRole('alert')).toHaveText(['Υποχρεωτικό', 'Υποχρεωτικό']);
    await form.getByLabel('Email', { exact: true }).fill('nobody@example.gr');
    await form.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill('Wrong-password-1');
    await form.getByRole('button', { name: 'Σύνδεση' }).click();
    await expect(page.getByTestId('login-refusal')).toHaveText('Το email ή ο κωδικός πρόσβασης δεν είναι σωστά.');
  });
});
