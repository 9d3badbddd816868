import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect } from './test';
import { apiUrl } from './ports';

/** What a buyer reads on the product page, the cart and the checkout form, in each language. */
export const checkoutTexts = {
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
    invoice: 'Θέλω τιμολόγιο',
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
    invoice: 'I need an invoice',
  },
} as const;

/** A backorderable Mac the card takes (€100–€10,000): orders never use up its stock, so reruns keep working. */
export async function backorderableMac(request: APIRequestContext, locale: Locale): Promise<{ slug: string; name: string }> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: locale, Authorization: 'Bearer live-stock' },
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

/** The buyer's contact and a served postal code (Nikaia). */
export async function fillBuyer(page: Page, locale: Locale, email: string): Promise<void> {
  const t = checkoutTexts[locale];
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.firstName, { exact: true }).fill('Μαρία');
  await page.getByLabel(t.lastName, { exact: true }).fill('Παπαδοπούλου');
  await page.getByLabel(t.phone, { exact: true }).fill('2104901234');
  await page.getByLabel(t.address, { exact: true }).fill('Γρηγορίου Λαμπράκη 125');
  await page.getByLabel(t.city, { exact: true }).fill('Νίκαια');
  await page.getByLabel(t.postalCode, { exact: true }).fill('18452');
}

export async function fillCard(page: Page, locale: Locale, number: string): Promise<void> {
  const t = checkoutTexts[locale];
  await page.getByLabel(t.holder, { exact: true }).fill('Maria Papadopoulou');
  await page.getByLabel(t.number, { exact: true }).fill(number);
  await page.getByLabel(t.month, { exact: true }).fill('12');
  await page.getByLabel(t.year, { exact: true }).fill('35');
  await page.getByLabel(t.cvv, { exact: true }).fill('123');
}

/**
 * The product page's add-to-cart button named `name`. Its place is scrolled into view first, as a visitor
 * would: the control loads once its place is in view or the visitor interacts, not with the first view.
 */
export async function productAddToCart(page: Page, name: string): Promise<Locator> {
  const purchase = page.locator('[data-add-to-cart-variant]');
  await purchase.scrollIntoViewIfNeeded();
  return purchase.locator('[data-slot="checkout/AddToCart"]').getByRole('button', { name });
}

/** Opens a Mac's product page and adds it to the cart; the cart drawer opens. Returns the Mac. */
export async function addMacToCart(page: Page, request: APIRequestContext, locale: Locale) {
  const product = await backorderableMac(request, locale);
  await page.goto(localizedPath('products-id', locale, { id: product.slug }));
  await (await productAddToCart(page, checkoutTexts[locale].add)).click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  return product;
}

/** Buys a Mac through product page, drawer, cart and checkout, paid by card; returns its name and the order number. */
export async function buyByCard(page: Page, request: APIRequestContext, locale: Locale, email: string) {
  const t = checkoutTexts[locale];
  const product = await addMacToCart(page, request, locale);
  await page.getByTestId('cart-drawer').getByRole('link', { name: t.viewCart }).click();
  await page.getByRole('link', { name: t.checkout, exact: true }).click();
  await fillBuyer(page, locale, email);
  await page.getByTestId('shipping-methods').getByLabel(t.courier).check();
  await page.getByTestId('payment-methods').getByLabel(t.card).check();
  await fillCard(page, locale, '4242 4242 4242 4242');
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/receipt\/[\w-]{20,}$/);
  const title = page.getByTestId('receipt').getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/RM-/);
  const heading = await title.textContent();
  const number = heading?.match(/RM-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  if (!number) throw new Error(`no order number in "${heading}"`);
  return { product: product.name, number };
}
