import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, type Json } from '../support/client.js';
import { addToCart, orderInput, placeOrder, variants } from '../support/checkout.js';

/** Any Authorization header keeps a catalogue query out of the response cache: stock must be read live. */
const live = { Authorization: 'Bearer stock-check' };

const lastUnit = (await variants()).find((v) => v.purchasable && !v.backorderable && v.totalOnHand === 1)!;

describe('the last unit in stock', () => {
  it('sells once to 50 concurrent checkouts: one order, 49 insufficient-stock answers, stock never below zero', async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, async () => (await addToCart(lastUnit.id)).cart.token as string));
    const results = await Promise.all(
      tokens.map((token) => placeOrder(orderInput(token, { paymentMethod: 'bank-transfer', card: null }), en)),
    );
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 'PLACED').length, 1);
    assert.equal(statuses.filter((s) => s === 'INSUFFICIENT_STOCK').length, 49);
    assert.equal(results.find((r) => r.status === 'INSUFFICIENT_STOCK').notice, 'Product does not have sufficient stock available');
    const { product } = await data(
      'query ($slug: String!) { product(where: { slug: $slug }) { variants { id totalOnHand } } }',
      { slug: lastUnit.slug },
      live,
    );
    assert.equal(product.variants.find((v: Json) => v.id === lastUnit.id).totalOnHand, 0);
  });
});
