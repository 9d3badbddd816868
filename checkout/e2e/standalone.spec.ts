import { expect, test } from '@playwright/test';

test.describe('checkout remote in its standalone harness, against the real API', () => {
  test('adds a product, keeps the cart over a reload, and checks out by bank transfer to a processing receipt', async ({ page }) => {
    await page.goto('/en');
    const first = page.getByTestId('harness-product').first();
    const name = await first.getByRole('heading').textContent();
    await first.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-drawer')).toContainText(name!);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.locator('[data-boundary="checkout"]').first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('link', { name: 'shopping-cart' }).click();
    await expect(page.getByTestId('cart-line')).toContainText(name!);
    await page.getByRole('main').getByRole('link', { name: 'Checkout', exact: true }).click();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill('standalone@example.gr');
    await page.getByLabel('First name', { exact: true }).fill('Nikos');
    await page.getByLabel('Last name', { exact: true }).fill('Georgiou');
    await page.getByLabel('Phone', { exact: true }).fill('6944123456');
    await page.getByLabel('Address', { exact: true }).fill('Egnatia 10');
    await page.getByLabel('City', { exact: true }).fill('Thessaloniki');
    await page.getByLabel('Postal code', { exact: true }).fill('546 30');
    await page.getByLabel('I need an invoice').check();
    await page.getByLabel('VAT number', { exact: true }).fill('123456789');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please enter a valid VAT number')).toBeVisible();
    await page.getByLabel('I need an invoice').uncheck();

    await expect(page.getByTestId('shipping-methods').getByRole('radio')).toHaveCount(2);
    await page.getByTestId('shipping-methods').getByLabel('Pickup at the Nikaia store').check();
    await page.getByTestId('payment-methods').getByLabel('Bank transfer').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/en\/receipt\/[\w-]{20,}$/);
    await expect(page.getByTestId('receipt-outcome')).toHaveText('Your order is being processed.');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test('an unknown receipt says Order not found with contact and all-orders links', async ({ page }) => {
    await page.goto('/en/receipt/no-such-order-0000000000');
    const notFound = page.getByTestId('receipt-not-found');
    await expect(notFound.getByRole('heading')).toHaveText('Order not found');
    await expect(notFound.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    await expect(notFound.getByRole('link', { name: 'All orders' })).toBeVisible();
  });

  test('the Greek cart page is empty for a new visitor', async ({ page }) => {
    await page.goto('/shopping-cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Καλάθι αγορών');
    await expect(page.getByText('Το καλάθι σας είναι άδειο.')).toBeVisible();
  });
});
