import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shippingMethodsFor, shippingPrice } from '../shipping/zones.js';

describe('shipping zones', () => {
  it('gives Attica same-day, courier and pickup; islands courier only', () => {
    assert.deepEqual(
      shippingMethodsFor('attica').map((m) => m.code),
      ['same-day', 'courier', 'pickup'],
    );
    assert.deepEqual(
      shippingMethodsFor('mainland').map((m) => m.code),
      ['courier', 'pickup'],
    );
    assert.deepEqual(
      shippingMethodsFor('islands').map((m) => m.code),
      ['courier'],
    );
  });

  it('has no method for an unsupported area', () => {
    assert.deepEqual(shippingMethodsFor(null), []);
  });

  it('ships by courier free from €500', () => {
    const courier = shippingMethodsFor('mainland')[0]!;
    assert.equal(shippingPrice(courier, 49_999), 500);
    assert.equal(shippingPrice(courier, 50_000), 0);
  });
});
