import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exposesFileOf } from './exposes-file-of.mjs';

test('an exposed module lives in a kebab-case file of src/exposes', () => {
  assert.equal(exposesFileOf('Page'), './src/exposes/page.tsx');
  assert.equal(exposesFileOf('HeaderSearch'), './src/exposes/header-search.tsx');
  assert.equal(exposesFileOf('FooterCategories'), './src/exposes/footer-categories.tsx');
});
