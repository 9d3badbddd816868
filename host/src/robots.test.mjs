import assert from 'node:assert/strict';
import { test } from 'node:test';
import { locales, localizedPath, routeTable } from '@remac/shared-contracts';
import { disallowedPaths, robotsTxt } from './robots.mjs';

/** A path of the route in a language, its id filled in when it has one. */
const samplePath = (route, locale) => localizedPath(route.name, locale, route.params.length ? { id: 'a1b2c3' } : undefined);
const disallowed = (path) => disallowedPaths().some((rule) => path.startsWith(rule));

test('every personal page is disallowed in both languages, with its id, query or trailing slash', () => {
  const personal = routeTable.filter((route) => route.personal);
  assert.ok(personal.some((route) => route.name === 'receipt-id'));
  for (const route of personal)
    for (const locale of locales) {
      const path = samplePath(route, locale);
      for (const variant of [path, `${path}/`, `${path}?step=2`]) assert.ok(disallowed(variant), `${variant} should be disallowed`);
    }
});

test('no public page is disallowed, in either language', () => {
  const open = routeTable.filter((route) => !route.personal);
  assert.ok(open.length > 20);
  for (const route of open)
    for (const locale of locales) assert.ok(!disallowed(samplePath(route, locale)), `${samplePath(route, locale)} should stay open`);
});

test('robots.txt disallows the API and names the sitemap on the site URL', () => {
  const text = robotsTxt('https://shop.example');
  assert.match(text, /^User-agent: \*\n/);
  assert.match(text, /^Disallow: \/graphql$/m);
  assert.match(text, /^Disallow: \/en\/receipt$/m);
  assert.match(text, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
});
