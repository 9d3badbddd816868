import { expect, test } from '../support/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { accountTexts, header, newMemberEmail, registerByApi } from '../support/account-journey';
import { outboxMessages } from '../support/outbox';

const texts = {
  el: {
    forgot: 'Ξεχάσατε τον κωδικό σας;',
    send: 'Στείλτε μου σύνδεσμο',
    newPassword: 'Νέος κωδικός',
    save: 'Αποθήκευση νέου κωδικού',
    changed: 'Ο κωδικός σας άλλαξε. Συνδεθείτε με τον νέο κωδικό.',
    invalid: 'Ο σύνδεσμος δεν ισχύει πια (έχει λήξει ή χρησιμοποιήθηκε). Ζητήστε νέο.',
  },
  en: {
    forgot: 'Forgot your password?',
    send: 'Send me a link',
    newPassword: 'New password',
    save: 'Save new password',
    changed: 'Your password has been changed. Log in with your new password.',
    invalid: 'This link is no longer valid (it has expired or was used). Please ask for a new one.',
  },
} as const;

const newPassword = 'Kalinixta-Mac-2026';

for (const locale of ['el', 'en'] as const satisfies readonly Locale[]) {
  test(`a member who forgot their password gets a link by e-mail, chooses a new one and logs in with it (${locale})`, async ({
    page,
    request,
  }) => {
    const t = { ...texts[locale], ...accountTexts[locale] };
    const email = newMemberEmail(`reset-${locale}`);
    await registerByApi(request, locale, email);

    await page.goto(localizedPath('auth-login', locale));
    await page.getByRole('link', { name: t.forgot }).click();
    const forgot = page.getByTestId('forgot-password-form');
    await forgot.getByLabel(t.email, { exact: true }).fill(email);
    await forgot.getByRole('button', { name: t.send }).click();
    await expect(forgot.getByRole('status')).toContainText(email);

    const path = localizedPath('auth-reset-password', locale, { id: 'TOKEN' }).replace('TOKEN', '');
    const linkIn = (messages: string[]) =>
      messages
        .filter((message) => message.includes(`To: ${email}`))
        .map((message) => new RegExp(`https?://[^/\\s]+(${path}[\\w-]+)`).exec(message)?.[1])
        .find(Boolean);
    await expect.poll(async () => linkIn(await outboxMessages())).toBeTruthy();
    const link = linkIn(await outboxMessages())!;

    await page.goto(link);
    const reset = page.getByTestId('reset-password-form');
    await reset.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await reset.getByLabel(t.confirmation, { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('reset-password-done').getByRole('status')).toHaveText(t.changed);

    await page.getByTestId('reset-password-done').getByRole('link', { name: t.submitLogin, exact: true }).click();
    const login = page.getByTestId('login-form');
    await login.getByLabel(t.email, { exact: true }).fill(email);
    await login.getByLabel(t.password, { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: t.submitLogin }).click();
    await expect(header(page).getByTestId('session-member')).toContainText(email);

    // The link has done its work: opened again, it says so and offers a new one.
    await page.goto(link);
    await page.getByTestId('reset-password-form').getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await page.getByTestId('reset-password-form').getByLabel(t.confirmation, { exact: true }).fill(newPassword);
    await page.getByTestId('reset-password-form').getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('reset-password-form').getByRole('alert')).toContainText(t.invalid);
  });
}
