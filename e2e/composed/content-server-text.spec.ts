import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { shopRules } from '../support/shop-rules';

type PageName = 'faq' | 'about' | 'shipping-methods';
interface PageText {
  title: string;
  groups?: { items: { question: string }[] }[];
  sections?: { heading: string }[];
}

/** The page's own text file, the one source of its title and first question or heading. */
function pageText(page: PageName, locale: Locale) {
  const file = path.resolve('content/src/features/pages/content', locale, `${page}.json`);
  const text = JSON.parse(readFileSync(file, 'utf8')) as PageText;
  return { title: text.title, first: text.groups ? text.groups[0].items[0].question : text.sections![0].heading };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How a bundler may write the text into a script: as is or with \u escapes. */
const scriptForms = (value: string) => [
  value,
  value.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
];

const cases = (['el', 'en'] as Locale[]).flatMap((locale) =>
  (['faq', 'about', 'shipping-methods'] as PageName[]).map((name) => ({ locale, name })),
);

test.describe('without JavaScript, content pages come with their text from the server', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, name } of cases) {
    test(`${name} (${locale}): its text, its title in <head>, the shop's rules filled in`, async ({ page, request }) => {
      const { title, first } = pageText(name, locale);
      // A host process's first render of a page loads its server modules, which on a loaded machine can
      // outlast the render timeout (the page then goes out unrendered): wait until the host renders it.
      await expect
        .poll(async () => (await request.get(localizedPath(name, locale))).headers()['x-render'], { timeout: 30_000 })
        .toBe('server');
      await page.goto(localizedPath(name, locale));
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main).toContainText(first);
      await expect(main).not.toContainText('{{');
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\|`));
      if (name === 'shipping-methods') await expect(main).toContainText((await shopRules(request, locale)).freeShippingFrom);
    });
  }
});

test.describe('with JavaScript, the browser takes the server text over', () => {
  for (const { locale, name } of cases) {
    test(`${name} (${locale}): no errors and no download of the page's text`, async ({ page }) => {
      const { title, first } = pageText(name, locale);
      const errors = collectPageErrors(page);
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(localizedPath(name, locale));
      await expect(page.locator('main')).toContainText(first);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\|`));
      const carryingText: string[] = [];
      for (const response of scripts) {
        const body = await response.text().catch(() => '');
        if (scriptForms(first).some((form) => body.includes(form))) carryingText.push(response.url());
      }
      expect(carryingText).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('the contact page, rendered with its text on the server, gets its form in the browser without a React error', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(localizedPath('contact', 'en'));
  await expect(page.locator('main form')).toBeVisible();
  expect(errors).toEqual([]);
});
