import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { apiUrl } from './ports';
import { buyByCard } from './checkout-flow';

/** The account remote's texts the browser tests look for (its translations and spec §5). */
export const accountTexts = {
  el: {
    login: 'Σύνδεση',
    register: 'Εγγραφή',
    email: 'Email',
    password: 'Κωδικός πρόσβασης',
    confirmation: 'Επιβεβαίωση κωδικού',
    submitLogin: 'Σύνδεση',
    submitRegister: 'Δημιουργία λογαριασμού',
    logout: 'Αποσύνδεση',
    myOrders: 'Οι παραγγελίες μου',
    empty: 'Δεν έχετε κάνει ακόμη καμία παραγγελία.',
    required: 'Υποχρεωτικό',
    invalidEmail: 'Παρακαλούμε εισάγετε μια έγκυρη διεύθυνση email',
    wrongPassword: 'Το email ή ο κωδικός πρόσβασης δεν είναι σωστά.',
    mismatch: 'Οι κωδικοί δεν ταιριάζουν',
    completedState: 'Ολοκληρώθηκε',
    shipping: 'Διεύθυνση αποστολής',
  },
  en: {
    login: 'Login',
    register: 'Register',
    email: 'Email',
    password: 'Password',
    confirmation: 'Confirm password',
    submitLogin: 'Log in',
    submitRegister: 'Create account',
    logout: 'Logout',
    myOrders: 'My orders',
    empty: 'You have not placed any orders yet.',
    required: 'Required',
    invalidEmail: 'Please enter a valid email address',
    wrongPassword: 'The email or password is incorrect.',
    mismatch: 'The passwords do not match',
    completedState: 'Completed',
    shipping: 'Shipping address',
  },
} as const;

export const memberPassword = 'Refurbished-Mac-2026';

export function newMemberEmail(label: string): string {
  return `member-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.gr`;
}

export const header = (page: Page) => page.getByTestId('site-header');

/** Registers through the form; the new member is logged in and sent home. */
export async function registerInBrowser(page: Page, locale: Locale, email: string): Promise<void> {
  const t = accountTexts[locale];
  await page.goto(localizedPath('auth-register', locale));
  const form = page.getByTestId('register-form');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(memberPassword);
  await form.getByLabel(t.confirmation, { exact: true }).fill(memberPassword);
  await form.getByRole('button', { name: t.submitRegister }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath('index', locale).replace(/\/$/, '')}/?$`));
  await expect(header(page).getByTestId('session-member')).toContainText(email);
}

export async function logInWithForm(page: Page, locale: Locale, email: string): Promise<void> {
  const t = accountTexts[locale];
  const form = page.getByTestId('login-form');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(memberPassword);
  await form.getByRole('button', { name: t.submitLogin }).click();
}

/** Registers a member through the API (for tests about something else than the form). */
export async function registerByApi(request: APIRequestContext, locale: Locale, email: string): Promise<void> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: locale },
    data: {
      query: 'mutation($input: RegisterInput!) { register(input: $input) { status } }',
      variables: { input: { email, password: memberPassword, passwordConfirmation: memberPassword } },
    },
  });
  const body = (await response.json()) as { data: { register: { status: string } } };
  expect(body.data.register.status).toBe('SUCCESS');
}

/** Buys a Mac as the visitor the page is logged in as (or a guest), paid by card. */
export const buyInBrowser = buyByCard;
