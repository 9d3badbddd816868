import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkCard } from '../orders/card-check.js';

const now = new Date('2026-11-21T00:00:00Z');
const good = { holder: 'Maria Papadopoulou', number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '30', cvv: '123' };
const errorsOf = (card: Partial<typeof good>) => {
  const result = checkCard({ ...good, ...card }, now);
  return 'errors' in result ? result.errors : {};
};

describe('card check (spec §5)', () => {
  it('accepts a valid Visa and normalises it', () => {
    const result = checkCard(good, now);
    assert.ok('card' in result && result.card.number === '4242424242424242' && result.card.expiryYear === 2030);
  });

  it('names each error kind', () => {
    assert.equal(errorsOf({ holder: '' }).holder, 'required');
    assert.equal(errorsOf({ number: '4242 abcd' }).number, 'cardInvalidCharacters');
    assert.equal(errorsOf({ number: '4242' }).number, 'cardInvalidLength');
    assert.equal(errorsOf({ number: '3782 822463 10005' }).number, 'cardNotSupported');
    assert.equal(errorsOf({ number: '4242 4242 4242 4241' }).number, 'cardInvalid');
    assert.equal(errorsOf({ expiryMonth: '10', expiryYear: '2026' }).expiryYear, 'cardExpired');
    assert.equal(errorsOf({ expiryMonth: '13' }).expiryMonth, 'cardInvalid');
    assert.equal(errorsOf({ cvv: '' }).cvv, 'required');
    assert.equal(errorsOf({ cvv: '12' }).cvv, 'cardInvalidLength');
  });

  it('accepts the current month', () => {
    assert.deepEqual(errorsOf({ expiryMonth: '11', expiryYear: '2026' }), {});
  });
});
