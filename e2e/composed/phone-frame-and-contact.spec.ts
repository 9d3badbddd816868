import type { Locator } from '@playwright/test';
import { localizedPath, locales } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

/** Whether any of the element's text is clipped by it or its containers (cut, ellipsis, hidden overflow). */
function clippedText(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    const text = node.getBoundingClientRect();
    for (let box: Element | null = node; box && box !== document.body; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1) return `${box.className || box.tagName} is wider than it shows`;
      const style = getComputedStyle(box);
      if (style.overflow === 'visible' && style.overflowX === 'visible') continue;
      const shown = box.getBoundingClientRect();
      if (text.left < shown.left - 1 || text.right > shown.right + 1 || text.bottom > shown.bottom + 1)
        return `${box.className || box.tagName} hides part of the text`;
    }
    return text.right <= document.documentElement.clientWidth + 1 ? null : 'past the window';
  });
}

for (const locale of locales) {
  test(`the info bar's promotion reads whole on a phone, not cut (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(localizedPath('products', locale));
    const promotion = page.getByTestId('info-bar').getByTestId('shipping-promotion');
    await expect(promotion).toHaveText(/\d/);
    expect(await clippedText(promotion)).toBeNull();
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await clippedText(promotion)).toBeNull();
  });

  test(`the contact box sits below the page title (${locale})`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath('contact', locale));
      const title = page.getByRole('heading', { level: 1 });
      const details = page.getByTestId('contact-details');
      await expect(details).toBeVisible();
      const titleBox = (await title.boundingBox())!;
      const detailsBox = (await details.boundingBox())!;
      expect(detailsBox.y, `at ${width} px`).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    }
  });
}

test('on a phone the repair form’s checkboxes are 20 px, not the browser’s 13, and sit on their label’s first line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(localizedPath('repair', 'el'));
  const boxes = page.getByTestId('repair-form').locator('input[type="checkbox"]');
  await expect(boxes.nth(2)).toBeVisible();
  for (const box of await boxes.all()) {
    const { width, height, y } = (await box.boundingBox())!;
    expect([width, height]).toEqual([20, 20]);
    const label = (await box.locator('xpath=ancestor::label[1]').boundingBox())!;
    expect(y - label.y).toBeLessThanOrEqual(4);
  }
});
