import { expect, test } from '../support/test';
import { localizedPath } from '@remac/shared-contracts';
import { outboxMessages } from '../support/outbox';
import { backorderableMac, checkoutTexts, fillCard, productAddToCart } from '../support/checkout-flow';
import { collectPageErrors } from '../support/page-errors';

const texts = {
  el: {
    ...checkoutTexts.el,
    unsupported: 'Ο ταχυδρομικός κώδικας που εισάγατε δεν ανήκει στις περιοχές που εξυπηρετούμε',
    declined: 'Η πληρωμή απέτυχε. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλον τρόπο πληρωμής.',
    completed: 'Η παραγγελία σας ολοκληρώθηκε. Θα ακολουθήσει email επιβεβαίωσης.',
  },
  en: {
    ...checkoutTexts.en,
    unsupported: 'The postal code you have inserted does not belong to our supported areas',
    declined: 'The payment failed. Please try again or use another payment method.',
    completed: 'Your order has been completed. A confirmation e-mail will follow.',
  },
} as const;

for (const locale of ['el', 'en'] as const) {
  test(`a guest buys a Mac in ${locale}: product, drawer, cart, checkout, declined then good card, receipt and e-mail`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[locale];
    const errors = collectPageErrors(page);
    const product = await backorderableMac(request, locale);
    await page.goto(localizedPath('products-id', locale, { id: product.slug }));
    await (await productAddToCart(page, t.add)).click();

    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toContainText(product.name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await drawer.getByRole('link', { name: t.viewCart }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('link', { name: t.checkout, exact: true }).click();

    const email = `guest-${locale}-${Date.now()}@example.gr`;
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.firstName, { exact: true }).fill('Μαρία');
    await page.getByLabel(t.lastName, { exact: true }).fill('Παπαδοπούλου');
    await page.getByLabel(t.phone, { exact: true }).fill('2104901234');
    await page.getByLabel(t.address, { exact: true }).fill('Γρηγορίου Λαμπράκη 125');
    await page.getByLabel(t.city, { exact: true }).fill('Νίκαια');
    await page.getByLabel(t.postalCode, { exact: true }).fill('19999');
    await expect(page.getByText(t.unsupported)).toBeVisible();

    await page.getByLabel(t.postalCode, { exact: true }).fill('18452');
    await expect(page.getByText(t.unsupported)).toHaveCount(0);
    await page.getByTestId('shipping-methods').getByLabel(t.courier).check();
    await page.getByTestId('payment-methods').getByLabel(t.card).check();
    await fillCard(page, locale, '4000 0000 0000 0002');
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByTestId('checkout-problem')).toHaveText(t.declined);

    await page.getByLabel(t.number, { exact: true }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/receipt/[\\w-]{20,}$`));
    await expect(page.getByTestId('receipt-outcome')).toHaveText(t.completed);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/RM-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
    expect(number).toBeTruthy();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect.poll(async () => (await outboxMessages()).some((m) => m.includes(`To: ${email}`) && m.includes(number!))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a product card adds its default configuration to the cart', async ({ page }) => {
  await page.goto('/en/products');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
    .first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
});
