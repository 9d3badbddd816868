import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test, type Page } from '../support/test';
import { scrollToFooter } from '../support/footer';

const words = {
  el: { add: /^Σύγκριση /, compareNow: 'Σύγκριση τώρα', addToCart: 'Προσθήκη στο καλάθι', cart: 'Καλάθι αγορών' },
  en: { add: /^Compare /, compareNow: 'Compare now', addToCart: 'Add to cart', cart: 'Shopping cart' },
};

async function compareFirstTwo(page: Page, locale: Locale) {
  await page.goto(localizedPath('products', locale));
  const cards = page.getByTestId('product-card');
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    names.push((await card.getByRole('heading').textContent())!);
    await card.getByRole('button', { name: words[locale].add }).click();
  }
  await expect(page.getByTestId('compare-bar').getByRole('listitem')).toHaveCount(2);
  return names;
}

for (const locale of ['el', 'en'] as Locale[]) {
  test.describe(`compare (${locale})`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the compare bar is one compact row and never covers the footer', async ({ page }) => {
        await compareFirstTwo(page, locale);
        const bar = page.getByTestId('compare-bar');
        const box = (await bar.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(72);
        await expect(bar.getByRole('button', { name: words[locale].compareNow })).toBeVisible();

        const footer = await scrollToFooter(page);
        // At the very end of the page, as far as a visitor can scroll, nothing lies over the footer's last
        // link: the point under its middle belongs to it, and it ends above the bar.
        const last = footer.getByRole('link').last();
        await expect
          .poll(() =>
            last.evaluate((link) => {
              const root = document.documentElement;
              window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
              const rect = link.getBoundingClientRect();
              const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
              const barTop = document.querySelector('[data-testid="compare-bar"]')!.getBoundingClientRect().top;
              return {
                atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight,
                uncovered: (top === link || link.contains(top)) && rect.bottom <= barTop,
              };
            }),
          )
          .toEqual({ atEnd: true, uncovered: true });
        await expect(last).toBeInViewport();
        await last.click({ trial: true });
      });
    });

    test('the compare view lists what tells Macs apart, marks the differences and adds to the cart', async ({ page }) => {
      const names = await compareFirstTwo(page, locale);
      await page.getByTestId('compare-bar').getByRole('button', { name: words[locale].compareNow }).click();
      const view = page.getByTestId('compare-view');
      await expect(view.getByRole('columnheader')).toHaveCount(2);
      const rowKeys = await view.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
      expect(rowKeys.slice(0, 6)).toEqual(['chip', 'memory', 'storage', 'year', 'grade', 'price']);
      for (const row of await view.locator('tbody tr').all()) {
        const values = await row.locator('td').allTextContents();
        await expect(row).toHaveAttribute('data-differs', String(new Set(values).size > 1));
        for (const value of values) expect(value).not.toBe('');
      }

      const second = view.getByTestId('compare-add-to-cart').nth(1);
      await second.getByRole('button', { name: words[locale].addToCart }).click();
      const drawer = page.getByRole('dialog', { name: words[locale].cart });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(names[1]!);
    });
  });
}
