import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, routeTable, seoDescriptionLength, tenant, type Locale } from '@remac/shared-contracts';
import { fillTenantPlaceholders, shopRuleKeys } from '../fill-tenant-placeholders';
import { contentPages, type ContentPageName } from '../page-content';

const contentDir = join(__dirname, '..', 'content');

function read(page: ContentPageName, locale: Locale): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(join(contentDir, locale, `${page}.json`), 'utf8')) as Record<string, unknown>;
  // Rules as long as the API's texts (e.g. "300,00 €"), so the description length is checked as served.
  return fillTenantPlaceholders(raw, tenant, locale, Object.fromEntries(shopRuleKeys.map((key) => [key, '300,00 €'])));
}

/** The keys, array lengths and value types of a JSON value, without its text. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const pagesByLocale = contentPages.flatMap((page) => locales.map((locale) => [page, locale] as const));

describe('content page files', () => {
  it.each([...locales])('in %s are exactly the routes the content remote owns', (locale) => {
    const owned = routeTable.filter((route) => route.remote === 'content').map((route) => `${route.name}.json`);
    expect(readdirSync(join(contentDir, locale)).sort()).toEqual(owned.sort());
  });

  it.each(pagesByLocale)('%s exists in %s with a title, a description of at most 160 characters and an intro', (page, locale) => {
    const content = read(page, locale);
    expect(typeof content.title).toBe('string');
    expect((content.title as string).trim()).not.toBe('');
    expect(typeof content.description).toBe('string');
    expect((content.description as string).trim()).not.toBe('');
    expect((content.description as string).length).toBeLessThanOrEqual(seoDescriptionLength);
    expect((content.intro as string).trim()).not.toBe('');
  });

  it.each(pagesByLocale)('%s in %s uses only placeholders the tenant fills', (page, locale) => {
    expect(strings(read(page, locale)).filter((text) => text.includes('{{'))).toEqual([]);
  });

  it.each([...contentPages])('%s has the same structure in Greek and English', (page) => {
    expect(shape(read(page, 'el'))).toEqual(shape(read(page, 'en')));
  });
});
