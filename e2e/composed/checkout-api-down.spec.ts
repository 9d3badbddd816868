import type { APIRequestContext, Page } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';

const unavailable = {
  en: 'Your cart cannot be loaded right now.',
  el: 'Το καλάθι σας δεν μπορεί να φορτωθεί αυτή τη στιγμή.',
};

/** A cart with two of one backorderable Mac (orders never use up its stock), made through the API. */
async function cartWithTwoItems(request: APIRequestContext): Promise<{ token: string; name: string }> {
  const post = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post(`${apiUrl}/graphql`, { headers: { Tenant: 'remac', Locale: 'en' }, data: { query, variables } });
    return ((await response.json()) as { data: T }).data;
  };
  const { products } = await post<{
    products: { nodes: { name: string; availability: string; variants: { id: string; orderable: boolean }[] }[] };
  }>('{ products(first: 100, where: { inStock: false }) { nodes { name availability variants { id orderable } } } }');
  const product = products.nodes.find((p) => p.availability === 'BACKORDERABLE' && p.variants.some((v) => v.orderable));
  if (!product) throw new Error('no backorderable product in the seeded catalogue');
  const variantId = product.variants.find((v) => v.orderable)!.id;
  const { addToCart } = await post<{ addToCart: { cart: { token: string; totalItems: number } | null } }>(
    'mutation ($variantId: ID!) { addToCart(variantId: $variantId, quantity: 2) { cart { token totalItems } } }',
    { variantId },
  );
  if (addToCart.cart?.totalItems !== 2) throw new Error('the API did not add two items to a new cart');
  return { token: addToCart.cart.token, name: product.name };
}

/** The visitor's browser knows the cart (as after adding to it): the token is in local storage. */
async function returningVisitor(page: Page, token: string): Promise<void> {
  await page.addInitScript((cartToken) => {
    if (!window.localStorage.getItem('remac.checkout.cartToken')) window.localStorage.setItem('remac.checkout.cartToken', cartToken);
  }, token);
}

/** Every GraphQL request of the browser fails, as through the host while the API is down; `up()` ends it. */
async function apiDown(page: Page, how: 'bad gateway' | 'refused') {
  let down = true;
  await page.route('**/graphql', (route) => {
    if (!down) return route.continue();
    if (how === 'refused') return route.abort('connectionrefused');
    return route.fulfill({ status: 502, contentType: 'text/plain; charset=utf-8', body: 'The API is not reachable' });
  });
  return { up: () => void (down = false) };
}

test('API down: a visitor with items is told the cart cannot be loaded (never that it is empty), keeps the count, and gets the cart back without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, name } = await cartWithTwoItems(request);
  await returningVisitor(page, token);
  await page.goto(localizedPath('shopping-cart', 'en'));
  await expect(page.getByTestId('cart-line')).toContainText(name);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  const api = await apiDown(page, 'bad gateway');
  await page.reload();
  await expect(page.getByTestId('cart-unavailable')).toContainText(unavailable.en);
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByTestId('cart-toggle').click();
  await expect(page.getByTestId('cart-drawer').getByTestId('cart-unavailable')).toContainText(unavailable.en);
  await expect(page.getByTestId('cart-drawer')).not.toContainText('Your cart is empty.');

  api.up();
  // Read again by itself (back-off), no reload, no click.
  await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toContainText(name, { timeout: 45_000 });
  await expect(page.getByTestId('cart-unavailable')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByTestId('cart-line').first()).toContainText(name);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('API unreachable: checkout in Greek offers no order form while the cart is unknown, then offers it once the cart is read', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await cartWithTwoItems(request);
  await returningVisitor(page, token);
  await page.goto(localizedPath('shopping-cart', 'el'));
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  const api = await apiDown(page, 'refused');
  await page.goto(localizedPath('checkout', 'el'));
  await expect(page.getByTestId('cart-unavailable')).toContainText(unavailable.el);
  await expect(page.getByText('Το καλάθι σας είναι άδειο.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ολοκλήρωση παραγγελίας' })).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  api.up();
  await expect(page.getByRole('button', { name: 'Ολοκλήρωση παραγγελίας' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('cart-unavailable')).toHaveCount(0);
});
