import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { discountRate, money } from '../money.js';
import { paging } from '../paging.js';

describe('money', () => {
  it('keeps cents and formats for Greek and English', () => {
    assert.deepEqual(money(129_900, 'el'), { amount: 129_900, currency: 'EUR', formatted: '1.299,00\u00a0€' });
    assert.equal(money(129_900, 'en').formatted, '€1,299.00');
  });

  it('computes a discount rate only for real discounts', () => {
    assert.equal(discountRate(100_000, 85_000), 0.15);
    assert.equal(discountRate(100_000, 100_000), 0);
    assert.equal(discountRate(0, 0), 0);
  });
});

describe('paging', () => {
  it('defaults, caps at 100 and rejects negatives', () => {
    assert.deepEqual(paging(undefined, undefined), { limit: 24, offset: 0 });
    assert.deepEqual(paging(1000, 5), { limit: 100, offset: 5 });
    assert.throws(() => paging(-1, 0), /first/);
    assert.throws(() => paging(1, -1), /skip/);
  });
});
