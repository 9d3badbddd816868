import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { marginVatCents, orderTotals } from '../orders/totals.js';

describe('margin-scheme VAT', () => {
  it('is 24/124 of the margin, not of the price', () => {
    assert.equal(marginVatCents(124_000, 1, 0), 24_000);
    assert.equal(marginVatCents(100_000, 1, 75_200), 4_800);
  });

  it('is zero when sold at or below cost', () => {
    assert.equal(marginVatCents(50_000, 2, 60_000), 0);
  });

  it('adds shipping to the total without adding VAT on top', () => {
    const totals = orderTotals([{ unitCents: 100_000, quantity: 2 }], 500);
    assert.equal(totals.total, 200_500);
    assert.equal(totals.tax, marginVatCents(100_000, 2));
  });
});
