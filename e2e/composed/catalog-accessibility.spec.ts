import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';

const pages = [
  { name: 'home', path: (locale: Locale) => localizedPath('index', locale), ready: 'carousel' },
  { name: 'listing', path: (locale: Locale) => localizedPath('products', locale), ready: 'product-card' },
  {
    name: 'product',
    path: (locale: Locale) => localizedPath('products-id', locale, { id: 'macbook-air-13-m1-2020-excellent' }),
    ready: 'variant-picker',
  },
  { name: 'search', path: (locale: Locale) => `${localizedPath('search', locale)}?search=imac`, ready: 'product-card' },
];

for (const locale of ['el', 'en'] as Locale[]) {
  for (const { name, path, ready } of pages) {
    test(`${name} page (${locale}) has no serious or critical axe violations`, async ({ page }) => {
      // axe walks every node of the page on the CPU: on a busy 2-core machine a listing took over 30 s.
      test.slow();
      await page.goto(path(locale));
      await expect(page.getByTestId(ready).first()).toBeVisible();
      // The catalog's regions (page, header search, info bar text, footer categories, compare bar); the
      // shell's frame and other remotes' fragments placed in them (checkout's add to cart) belong to their teams.
      const results = await new AxeBuilder({ page })
        .include('[data-boundary="catalog"]')
        .exclude('[data-boundary="catalog"] [data-slot]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
