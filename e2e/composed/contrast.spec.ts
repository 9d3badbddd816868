import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localizedPath, locales, type Locale } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { addMacToCart, backorderableMac, checkoutTexts } from '../support/checkout-flow';
import { scrollToFooter } from '../support/footer';

/** Every text on the page, frame and remotes alike, against WCAG AA contrast (4.5:1, 3:1 for large text). */
async function contrastViolations(page: Page): Promise<string[]> {
  // The policy layout has no footer; elsewhere the footer's deferred regions are brought in first.
  if (await page.getByTestId('site-footer').count()) await scrollToFooter(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
}

/** Each page as a visitor reaches it; axe on a whole page is slow on a small machine, hence the time. */
const pages: {
  name: string;
  open: (page: Page, locale: Locale, request: import('@playwright/test').APIRequestContext) => Promise<void>;
}[] = [
  { name: 'home', open: async (page, locale) => void (await page.goto(localizedPath('index', locale))) },
  {
    name: 'listing',
    open: async (page, locale) => {
      await page.goto(localizedPath('products', locale));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    },
  },
  {
    name: 'product',
    open: async (page, locale, request) => {
      const product = await backorderableMac(request, locale);
      await page.goto(localizedPath('products-id', locale, { id: product.slug }));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'cart',
    open: async (page, locale, request) => {
      await addMacToCart(page, request, locale);
      await page.goto(localizedPath('shopping-cart', locale));
      await expect(page.getByRole('link', { name: checkoutTexts[locale].checkout, exact: true })).toBeVisible();
    },
  },
  {
    name: 'checkout',
    open: async (page, locale, request) => {
      await addMacToCart(page, request, locale);
      await page.goto(localizedPath('checkout', locale));
      await expect(page.getByLabel(checkoutTexts[locale].email, { exact: true })).toBeVisible();
    },
  },
  {
    name: 'contact',
    open: async (page, locale) => {
      await page.goto(localizedPath('contact', locale));
      await expect(page.getByTestId('contact-details')).toBeVisible();
    },
  },
  {
    name: 'terms and conditions',
    open: async (page, locale) => {
      await page.goto(localizedPath('terms-and-conditions', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

for (const locale of locales) {
  for (const { name, open } of pages) {
    test(`${name} page passes WCAG AA text contrast (${locale})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await open(page, locale, request);
      expect(await contrastViolations(page)).toEqual([]);
    });
  }
}
