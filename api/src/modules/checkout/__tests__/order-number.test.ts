import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomOrderNumber } from '../orders/order-number.js';

describe('order numbers', () => {
  it('are random, human-friendly and do not follow each other', () => {
    const numbers = Array.from({ length: 2000 }, randomOrderNumber);
    for (const number of numbers) assert.match(number, /^RM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    assert.equal(new Set(numbers).size, numbers.length);
  });
});
