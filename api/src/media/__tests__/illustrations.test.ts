import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { illustration } from '../illustrations.js';

describe('illustrations', () => {
  it('draws every device kind in a known colour, front and side', () => {
    for (const kind of [
      'laptop',
      'imac',
      'mini',
      'studio',
      'ipad',
      'keyboard',
      'mouse',
      'trackpad',
      'charger',
      'cable',
      'adapter',
      'pencil',
    ]) {
      assert.match(illustration(`${kind}-front-space-grey`) ?? '', /^<svg .*#7d7e80/s, kind);
      assert.match(illustration(`${kind}-side-silver`) ?? '', /scale\(-1 1\)/, kind);
    }
    assert.ok(illustration('promo-shipping'));
    assert.ok(illustration('brand-apple'));
  });

  it('knows nothing else', () => {
    for (const key of ['toaster-front-red', 'laptop-top-silver', 'laptop-front-chartreuse', '../etc', 'LAPTOP-front-silver']) {
      assert.equal(illustration(key), null, key);
    }
  });
});
