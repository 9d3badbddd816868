import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test, type Locator } from '../support/test';

const count = async (value: Locator) => Number(await value.locator('xpath=..').getByTestId('facet-count').textContent());
const totalOf = async (text: string | null) => Number(text!.match(/\d+/)![0]);

for (const locale of ['el', 'en'] as Locale[]) {
  test(`facets are disjunctive within a facet and combine with AND across facets (${locale})`, async ({ page }) => {
    await page.goto(localizedPath('products', locale));
    const facets = page.getByTestId('facets');
    const category = facets.locator('fieldset[data-facet="category"]');
    const [one, other] = [category.getByRole('checkbox').nth(0), category.getByRole('checkbox').nth(1)];
    const [oneCount, otherCount] = [await count(one), await count(other)];

    await one.check();
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByTestId('result-count')).toContainText(String(oneCount));
    // The other model stays selectable, with the number of products it would add.
    await expect(other).toBeEnabled();
    await expect(other).not.toBeChecked();
    expect(await count(other)).toBe(otherCount);

    await other.check();
    await expect(page).toHaveURL(/category=[^&]+%2C|category=[^&]+,/);
    await expect(page.getByTestId('result-count')).toContainText(String(oneCount + otherCount));
    expect(await totalOf(await page.getByTestId('result-count').textContent())).toBe(oneCount + otherCount);

    // Another facet narrows the union: its counts are those of the chosen models.
    const grade = facets.locator('fieldset[data-facet="grade"]').getByRole('checkbox').first();
    const gradeCount = await count(grade);
    await grade.check();
    await expect(page.getByTestId('result-count')).toContainText(String(gradeCount));
    expect(gradeCount).toBeLessThan(oneCount + otherCount);
    // The models' counts now follow the grade, and each is still offered.
    await expect(one).toBeChecked();
    expect((await count(one)) + (await count(other))).toBe(gradeCount);
  });
}
