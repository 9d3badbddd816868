import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startScriptsAfterPaint } from './start-after-paint.mjs';

test("the shell's scripts become preloads, started in their order by one inline starter", () => {
  const html = '<html><head><script defer src="/a.js"></script><script defer src="/b.js"></script></head><body><p>x</p></body></html>';
  const result = startScriptsAfterPaint(html, 'n0nce');
  assert.doesNotMatch(result, /<script defer/);
  assert.match(result, /<link rel="preload" as="script" href="\/a.js"><link rel="preload" as="script" href="\/b.js">/);
  const starter = result.match(/<script nonce="n0nce">(.*)<\/script><\/body>/s)[1];
  assert.match(starter, /\["\/a.js","\/b.js"\]/);
  assert.match(starter, /e.async=false/);
});

test('a page without scripts is left as it is', () => {
  const html = '<html><head></head><body><p>x</p></body></html>';
  assert.equal(startScriptsAfterPaint(html, 'n0nce'), html);
});
