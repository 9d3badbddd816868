import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withHead } from './page-html.mjs';

const template =
  '<!doctype html><html lang="el"><head><meta charset="utf-8"><meta name="description" content=""><title>ReMac</title></head><body></body></html>';

test("the page's head replaces the template's title and empty description, and sets the language", () => {
  const html = withHead(template, {
    lang: 'en',
    html: '<title>Used Macs | ReMac</title><meta data-page-head name="description" content="x">',
  });
  assert.equal(
    html,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Used Macs | ReMac</title><meta data-page-head name="description" content="x"></head><body></body></html>',
  );
});

test('a `$` in the head is not read as a replacement pattern', () => {
  assert.match(withHead(template, { lang: 'el', html: "<title>$' | ReMac</title>" }), /<title>\$' \| ReMac<\/title><\/head>/);
});

test('without a head (an older shell build) the template is left as it is', () => {
  assert.equal(withHead(template, null), template);
});
