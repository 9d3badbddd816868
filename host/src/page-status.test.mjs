import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageResponse, pageStatus } from './page-status.mjs';

test('a path of the route table is 200, anything else 404', () => {
  assert.equal(pageStatus('/en/products/anything'), 200);
  assert.equal(pageStatus('/no-such-page'), 404);
});

test('a rendered page that found its entity missing answers 404', () => {
  assert.deepEqual(pageResponse(200, { status: 404 }, '/products/gone'), { status: 404 });
});

test('a rendered page whose entity moved answers 301 to the new path, keeping the query', () => {
  assert.deepEqual(pageResponse(200, { status: 301, location: '/en/products/new' }, '/en/products/old?variant=2'), {
    status: 301,
    location: '/en/products/new?variant=2',
  });
  assert.deepEqual(pageResponse(200, { status: 301, location: '/products/new?variant=1' }, '/products/old?variant=2'), {
    status: 301,
    location: '/products/new?variant=1',
  });
});

test('a redirect off the shop is refused: the route status stands', () => {
  assert.deepEqual(pageResponse(200, { status: 301, location: '//evil.example/x' }, '/products/old'), { status: 200 });
  assert.deepEqual(pageResponse(200, { status: 301, location: 'https://evil.example/x' }, '/products/old'), { status: 200 });
});

test('without an outcome, or for a route the table does not know, the route status stands', () => {
  assert.deepEqual(pageResponse(200, undefined, '/products'), { status: 200 });
  assert.deepEqual(pageResponse(404, { status: 301, location: '/x' }, '/nothing'), { status: 404 });
});
