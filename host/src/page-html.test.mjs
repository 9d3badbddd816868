import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstViewHtml, pageBytes, withHead } from './page-html.mjs';

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

test('the page is sent as its frame with the first view in place of the empty root, Greek text and `$` kept as they are', () => {
  const frame = '<html><head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
  const firstView = firstViewHtml({ markup: "<h1>Μεταχειρισμένα Mac $' $&</h1>", state: { locale: 'el' }, stateElementId: 'state' });
  assert.equal(
    pageBytes(frame, Buffer.from(firstView)).toString('utf8'),
    `<html><head><title>x</title></head><body><div id="root"><h1>Μεταχειρισμένα Mac $' $&</h1></div><script type="application/json" id="state">{"locale":"el"}</script><script src="/a.js"></script></body></html>`,
  );
  assert.equal(pageBytes(frame, Buffer.alloc(0)).toString('utf8'), frame);
});
