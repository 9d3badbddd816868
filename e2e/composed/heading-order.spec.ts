import { expect, test } from '../support/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';

const pages = [
  { name: 'home', path: (locale: Locale) => localizedPath('index', locale), ready: 'carousel' },
  { name: 'listing', path: (locale: Locale) => localizedPath('products', locale), ready: 'product-card' },
  { name: 'search', path: (locale: Locale) => `${localizedPath('search', locale)}?search=imac`, ready: 'product-card' },
  {
    name: 'product',
    path: (locale: Locale) => localizedPath('products-id', locale, { id: 'macbook-air-13-m1-2020-excellent' }),
    ready: 'variant-picker',
  },
];

/** The visible headings in document order, as a screen reader's heading list shows them: "2 Filters". */
function headingOutline() {
  return [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
    .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent?.trim() ?? '' }));
}

// A phone: the listing's filters (and their heading) are in a closed drawer there.
test.use({ viewport: { width: 412, height: 823 } });

for (const locale of ['el', 'en'] as Locale[]) {
  for (const { name, path, ready } of pages) {
    test(`the ${name} page (${locale}) never skips a heading level on the way down`, async ({ page }) => {
      await page.goto(path(locale));
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const outline = await page.evaluate(headingOutline);
      expect(outline[0]?.level).toBe(1);
      // Each heading beside the one before it (pairs are made before filtering, so each names its own predecessor).
      const skips = outline
        .slice(1)
        .map((heading, index) => ({ before: outline[index]!, heading }))
        .filter(({ before, heading }) => heading.level > before.level + 1)
        .map(({ before, heading }) => `${before.level} "${before.text}" → ${heading.level} "${heading.text}"`);
      expect(skips).toEqual([]);
    });
  }
}
