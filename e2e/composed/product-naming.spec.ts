import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test, type Page } from '../support/test';

const words = {
  el: { appearance: 'Εμφάνιση', grades: 'Οι βαθμοί εμφάνισης', months: /12 μήνες/g },
  en: { appearance: 'Appearance', grades: 'Our cosmetic grades', months: /12 months/g },
};

/** The grade names as the listing's "Appearance" facet shows them, in their order. */
async function facetGrades(page: Page): Promise<string[]> {
  const grade = page.getByTestId('facets').locator('fieldset[data-facet="grade"]');
  await expect(grade).toBeVisible();
  return grade.locator('label > span:not([data-testid])').allTextContents();
}

for (const locale of ['el', 'en'] as Locale[]) {
  const say = words[locale];

  test.describe(`product naming (${locale})`, () => {
    test('listing cards name the product without its grade and show the grade as a labelled badge', async ({ page }) => {
      await page.goto(localizedPath('products', locale));
      const grades = await facetGrades(page);
      expect(grades).toHaveLength(4);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      const titles = await cards.locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(4);
      for (const title of titles) {
        for (const grade of grades) expect(title.toLowerCase().endsWith(grade.toLowerCase()), title).toBe(false);
        expect(title).not.toContain(' – ');
      }
      const badges = await page.getByTestId('grade-badge').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(grades.map((grade) => `${say.appearance}: ${grade}`)).toContain(badge);
    });

    test('the product page names the product, shows its grade with what it means, and the warranty once', async ({ page }) => {
      await page.goto(localizedPath('products', locale));
      const grades = await facetGrades(page);
      const card = page
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('grade-badge') })
        .first();
      const name = (await card.locator('h3').textContent())!;
      const badge = (await card.getByTestId('grade-badge').textContent())!;
      await card.getByRole('link').first().click();

      const product = page.getByTestId('product');
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(name);
      for (const grade of grades) expect(name.endsWith(grade)).toBe(false);
      const summary = product.getByTestId('grade');
      await expect(summary.getByTestId('grade-badge')).toHaveText(badge);
      // What the grade means sits beside it.
      await expect(summary).not.toHaveText(badge);
      // "12 months" reads once: the duration, not repeated in the warranty's name and description.
      await expect(product.getByTestId('warranty')).toBeVisible();
      const text = (await product.textContent())!;
      expect(text.match(say.months) ?? []).toHaveLength(1);
    });

    test('the About page names the grades as the listing facet does', async ({ page }) => {
      await page.goto(localizedPath('products', locale));
      const grades = await facetGrades(page);
      await page.goto(localizedPath('about', locale));
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: say.grades }) });
      const items = await section.getByRole('listitem').allTextContents();
      expect(items.map((item) => item.split(':')[0]!.trim())).toEqual(grades);
    });
  });
}
