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

  it('ships by courier for €5, free from €300; same-day €9 by 14:00; pickup free', () => {
    const [sameDay, courier, pickup] = shippingMethodsFor('attica');
    assert.equal(shippingPrice(courier!, 29_999), 500);
    assert.equal(shippingPrice(courier!, 30_000), 0);
    assert.equal(shippingPrice(sameDay!, 100_000), 900);
    assert.equal(sameDay!.cutoff, '14:00');
    assert.equal(shippingPrice(pickup!, 1_000), 0);
  });

  it('describes each method with the figures it charges', () => {
    const courier = shippingMethodsFor('mainland')[0]!;
    assert.match(courier.description.en ?? '', /free from €300\.00/);
    assert.match(courier.description.el ?? '', /δωρεάν από 300,00\s€/);
  });
});
