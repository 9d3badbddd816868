import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { apiUrl } from './ports';

/** A backorderable Mac in the card's range (€100–€10,000): orders never use up its stock, so reruns keep working. */
export async function backorderableMac(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: 'en', Authorization: 'Bearer live-stock' },
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

/** An English-speaking guest buys one Mac by card, from its product page to the receipt; returns the order number. */
export async function guestBuysByCard(page: Page, product: { slug: string }): Promise<string> {
  await page.goto(`/en/products/${product.slug}`);
  await page.locator('[data-add-to-cart-variant] [data-slot="checkout/AddToCart"]').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('cart-drawer').getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  const fields: [string, string][] = [
    ['E-mail', `guest-${Date.now()}@example.gr`],
    ['First name', 'Maria'],
    ['Last name', 'Papadopoulou'],
    ['Phone', '2104901234'],
    ['Address', 'Grigoriou Lambraki 125'],
    ['City', 'Nikaia'],
    ['Postal code', '18452'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByTestId('shipping-methods').getByLabel('Courier').check();
  await page.getByTestId('payment-methods').getByLabel('Credit or debit card').check();
  const card: [string, string][] = [
    ['Cardholder name', 'Maria Papadopoulou'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry month (MM)', '12'],
    ['Expiry year (YY)', '35'],
    ['CVV', '123'],
  ];
  for (const [label, value] of card) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en\/receipt\/[\w-]{20,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/RM-/);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const number = heading?.match(/RM-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  if (!number) throw new Error(`no order number in the receipt's heading: ${heading}`);
  return number;
}
