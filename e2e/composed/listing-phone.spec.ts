import { localizedPath, type Locale } from '@remac/shared-contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const words = {
  el: { filters: 'Φίλτρα', removeFilter: /^Αφαίρεση φίλτρου /, show: /^Εμφάνιση \d+ προϊόντ/ },
  en: { filters: 'Filters', removeFilter: /^Remove filter /, show: /^Show \d+ products?$/ },
};

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Where the first card's picture and title end (its top + 120 px), asked again until it holds: a new
 * page of results replaces the cards, and a card measured just as it is replaced has no box.
 */
const firstCardTitleBottom = (page: Page) => async () => {
  const box = await page.getByTestId('product-card').first().boundingBox();
  return box ? box.y + 120 : Number.POSITIVE_INFINITY;
};

for (const locale of ['el', 'en'] as Locale[]) {
  const say = words[locale];

  test(`on a phone the first product shows in the first screen and the filters open in a drawer (${locale})`, async ({ page }) => {
    await page.goto(localizedPath('products', locale));
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible();
    // The card's picture and title start within the first screen, without scrolling.
    await expect.poll(firstCardTitleBottom(page)).toBeLessThanOrEqual(844);
    await expect(page.getByTestId('facets')).toBeHidden();

    const open = page.getByRole('button', { name: new RegExp(`^${say.filters}`) });
    await open.click();
    const drawer = page.getByRole('dialog', { name: say.filters });
    await expect(drawer).toBeVisible();
    const category = drawer.getByTestId('facets').locator('fieldset[data-facet="category"]');
    const first = category.getByRole('checkbox').first();
    const label = (await first.locator('xpath=..').locator('span').first().textContent())!;
    await first.check();
    await expect(page).toHaveURL(/category=/);
    await drawer.getByRole('button', { name: say.show }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // The chosen filter is summarised above the results and counted on the button.
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    const chips = page.getByTestId('active-filters');
    await expect(chips.getByRole('listitem')).toHaveCount(1);
    await expect(chips.getByRole('listitem')).toContainText(label);
    await expect(chips.getByRole('button', { name: say.removeFilter })).toHaveAccessibleName(new RegExp(`${label}$`));
    await expect.poll(firstCardTitleBottom(page)).toBeLessThanOrEqual(844);
    await chips.getByRole('button', { name: say.removeFilter }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    await expect(page.getByTestId('filters-count')).toHaveCount(0);

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
}
