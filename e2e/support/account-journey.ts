import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { apiUrl } from './ports';

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

const checkoutTexts = {
  el: {
    add: 'Προσθήκη στο καλάθι',
    viewCart: 'Προβολή καλαθιού',
    checkout: 'Ολοκλήρωση αγοράς',
    email: 'Email',
    firstName: 'Όνομα',
    lastName: 'Επώνυμο',
    phone: 'Τηλέφωνο',
    address: 'Διεύθυνση',
    city: 'Πόλη',
    postalCode: 'Ταχυδρομικός κώδικας',
    courier: 'Courier',
    card: 'Πιστωτική ή χρεωστική κάρτα',
    holder: 'Όνομα κατόχου',
    number: 'Αριθμός κάρτας',
    month: 'Μήνας λήξης (ΜΜ)',
    year: 'Έτος λήξης (ΕΕ)',
    cvv: 'CVV',
    place: 'Ολοκλήρωση παραγγελίας',
  },
  en: {
    add: 'Add to cart',
    viewCart: 'View cart',
    checkout: 'Checkout',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    courier: 'Courier',
    card: 'Credit or debit card',
    holder: 'Cardholder name',
    number: 'Card number',
    month: 'Expiry month (MM)',
    year: 'Expiry year (YY)',
    cvv: 'CVV',
    place: 'Place order',
  },
} as const;

/** A backorderable Mac the card takes: orders never use up its stock. */
async function orderableMac(request: APIRequestContext, locale: Locale) {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: locale },
    data: { query: '{ products(first: 100, where: { inStock: false }) { nodes { slug name availability salePrice { amount } } } }' },
  });
  const { data } = (await response.json()) as {
    data: { products: { nodes: { slug: string; name: string; availability: string; salePrice: { amount: number } }[] } };
  };
  const product = data.products.nodes.find(
    (p) => p.availability === 'BACKORDERABLE' && p.salePrice.amount >= 10_000 && p.salePrice.amount <= 1_000_000,
  );
  if (!product) throw new Error('no backorderable product between €100 and €10,000 in the seeded catalogue');
  return product;
}

/** Buys a Mac through product page, cart and checkout (paid by card); returns its name and the order number. */
export async function buyInBrowser(page: Page, request: APIRequestContext, locale: Locale, email: string) {
  const t = checkoutTexts[locale];
  const product = await orderableMac(request, locale);
  await page.goto(localizedPath('products-id', locale, { id: product.slug }));
  await page.locator('[data-add-to-cart-variant] [data-slot="checkout/AddToCart"]').getByRole('button', { name: t.add }).click();
  await page.getByTestId('cart-drawer').getByRole('link', { name: t.viewCart }).click();
  await page.getByRole('link', { name: t.checkout, exact: true }).click();
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.firstName, { exact: true }).fill('Μαρία');
  await page.getByLabel(t.lastName, { exact: true }).fill('Παπαδοπούλου');
  await page.getByLabel(t.phone, { exact: true }).fill('2104901234');
  await page.getByLabel(t.address, { exact: true }).fill('Γρηγορίου Λαμπράκη 125');
  await page.getByLabel(t.city, { exact: true }).fill('Νίκαια');
  await page.getByLabel(t.postalCode, { exact: true }).fill('18452');
  await page.getByTestId('shipping-methods').getByLabel(t.courier).check();
  await page.getByTestId('payment-methods').getByLabel(t.card).check();
  await page.getByLabel(t.holder, { exact: true }).fill('Maria Papadopoulou');
  await page.getByLabel(t.number, { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(t.month, { exact: true }).fill('12');
  await page.getByLabel(t.year, { exact: true }).fill('35');
  await page.getByLabel(t.cvv, { exact: true }).fill('123');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/receipt\/[\w-]{20,}$/);
  const title = page.getByTestId('receipt').getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/RM-/);
  const heading = await title.textContent();
  const number = heading?.match(/RM-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  if (!number) throw new Error(`no order number in "${heading}"`);
  return { product: product.name, number };
}
