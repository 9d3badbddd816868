import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { SEARCH_TERM_MAX_LENGTH } from '@remac/shared-contracts/graphql';
import { findJourney } from '../support/catalog-data';
import { collectPageErrors } from '../support/page-errors';

const words = {
  el: {
    search: 'Αναζήτηση',
    add: (name: string, grade: string) => `Σύγκριση ${name}, Εμφάνιση: ${grade}`,
    compareNow: 'Σύγκριση τώρα',
    close: 'Κλείσιμο',
    notFound: 'Δεν βρέθηκε',
    results: 'Αποτελέσματα για',
  },
  en: {
    search: 'Search',
    add: (name: string, grade: string) => `Compare ${name}, Appearance: ${grade}`,
    compareNow: 'Compare now',
    close: 'Close',
    notFound: 'Not found',
    results: 'Results for',
  },
};

for (const locale of ['el', 'en'] as Locale[]) {
  const say = words[locale];

  test.describe(`catalog journey (${locale})`, () => {
    test('home → category → facet → product → variant → compare → search', async ({ page, request }) => {
      // Seven pages in one test: a busy 2-core machine ran past the default 30 s at the last step.
      test.slow();
      const data = await findJourney(request, locale);
      const errors = collectPageErrors(page);
      await page.goto(localizedPath('index', locale));
      await expect(page.getByTestId('carousel')).toBeVisible();

      // The footer's fragments load as the visitor scrolls down to them.
      await (
        await scrollToFooter(page)
      )
        .getByTestId('footer-categories')
        .getByRole('link', { name: data.category.name, exact: true })
        .click();
      await expect(page).toHaveURL(localizedPath('categories-id', locale, { id: data.category.slug }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.category.name);

      const grade = page.getByTestId('facets').getByRole('checkbox', { name: new RegExp(`^${data.grade.label}`) });
      await expect(grade.locator('xpath=..').getByTestId('facet-count')).toHaveText(String(data.grade.count));
      await grade.check();
      await expect(page).toHaveURL(new RegExp(`grade=${data.grade.key}`));
      await expect(page.getByTestId('result-count')).toContainText(String(data.grade.count));
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(24, data.grade.count));

      await page.getByTestId('product-card').getByRole('link', { name: data.product.name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.product.name);
      const price = page.getByTestId('product').getByTestId('price').first();
      const availability = page.getByTestId('product').locator('[data-add-to-cart-variant]').getByTestId('availability');
      await expect(price).toContainText(data.start.price);
      const before = await availability.textContent();
      await page.getByTestId('variant-picker').getByRole('radio', { name: data.change.label }).check();
      await expect(price).toContainText(data.change.price);
      await expect(availability).not.toHaveText(before!);
      await expect(page).toHaveURL(/variant=/);

      await page.getByRole('button', { name: say.add(data.product.name, data.grade.label), exact: true }).click();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`grade=${data.grade.key}`));
      await page.getByRole('button', { name: say.add(data.other.name, data.grade.label), exact: true }).click();
      const bar = page.getByTestId('compare-bar');
      await expect(bar.getByRole('listitem')).toHaveCount(2);
      await bar.getByRole('button', { name: say.compareNow }).click();
      const view = page.getByTestId('compare-view');
      await expect(view.getByRole('columnheader')).toHaveCount(2);
      await expect(view.getByRole('columnheader').first()).toContainText(data.product.name);
      await view.getByRole('button', { name: say.close }).click();
      await expect(view).toBeHidden();

      await page.getByTestId('site-header').getByRole('button', { name: say.search }).click();
      const search = page.getByTestId('header-search');
      await search.getByRole('combobox').fill('macbok');
      const suggestion = search.getByRole('option').first();
      await expect(suggestion).toContainText(/MacBook/i);
      const chosen = (await suggestion.textContent())!;
      await suggestion.click();
      await expect(page).toHaveURL(`${localizedPath('search', locale)}?search=${encodeURIComponent(chosen)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(say.results);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a search pasted longer than the API accepts finds what it starts with, in the box and from an address', async ({ page }) => {
      const pasted = 'MacBook Pro 13 '.repeat(20).trim();
      const response = await page.goto(`${localizedPath('search', locale)}?search=${encodeURIComponent(pasted)}`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(say.results);
      const searched = pasted.split(' ').slice(0, 39).join(' ');
      expect(searched.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
      await expect(heading).toContainText(`${searched}${locale === 'el' ? '»' : '”'}`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      await page.getByTestId('site-header').getByRole('button', { name: say.search }).click();
      const box = page.getByTestId('header-search').getByRole('combobox');
      await box.fill(pasted);
      expect((await box.inputValue()).length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
    });

    test('an unknown product slug shows the 404 page', async ({ page }) => {
      await page.goto(localizedPath('products-id', locale, { id: 'no-such-mac-2099' }));
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.notFound);
    });

    test('a renamed product slug redirects to the current one', async ({ page }) => {
      await page.goto(localizedPath('products-id', locale, { id: 'macbook-air-m1-2020-excellent' }));
      await expect(page).toHaveURL(localizedPath('products-id', locale, { id: 'macbook-air-13-m1-2020-excellent' }));
      await expect(page.getByTestId('product')).toBeVisible();
    });
  });
}
