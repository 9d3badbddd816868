import { expect, test } from '../support/test';

test('the cart drawer is a modal dialog: focus moves in, Escape, the close button and a click outside close it, focus comes back', async ({
  page,
}) => {
  await page.goto('/en/products');
  const add = page.getByTestId('product-card').getByRole('button', { name: 'Add to cart', disabled: false }).first();
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('cart-toggle')).toContainText('1');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  const toggle = page.getByTestId('cart-toggle');
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(drawer).toBeVisible();
  const close = drawer.getByRole('button', { name: 'Close the cart' });
  const box = await close.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(10, 300);
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
});
