import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, gql } from '../support/client.js';
import { addToCart, CART_FIELDS, variants } from '../support/checkout.js';

const UPDATE = `mutation ($token: String!, $variantId: ID!, $quantity: Int!) { updateCartItem(token: $token, variantId: $variantId, quantity: $quantity) { ${CART_FIELDS} } }`;
const REMOVE = `mutation ($token: String!, $variantId: ID!) { removeCartItem(token: $token, variantId: $variantId) { ${CART_FIELDS} } }`;
const CART = 'query ($token: String!) { cart(token: $token) { token totalItems items { variantId quantity } } }';

const all = await variants();
const stocked = all.filter((v) => v.purchasable && !v.backorderable && v.totalOnHand >= 2);
const [first, second] = stocked;
const soldOut = all.find((v) => !v.purchasable)!;

describe('server cart', () => {
  it('creates a guest cart on the first add and keeps adding to it', async () => {
    const created = await addToCart(first!.id);
    assert.equal(created.error, null);
    assert.match(created.cart.token, /^[\w-]{30,}$/);
    const again = await addToCart(second!.id, 1, created.cart.token);
    assert.equal(again.cart.token, created.cart.token);
    assert.equal(again.cart.totalItems, 2);
    assert.equal(again.cart.subtotal.amount, first!.price + second!.price);
  });

  it('changes a quantity, removes a line and is read live (never from the response cache)', async () => {
    const { cart } = await addToCart(first!.id);
    assert.equal((await data(CART, { token: cart.token })).cart.totalItems, 1);
    const updated = (await data(UPDATE, { token: cart.token, variantId: first!.id, quantity: 2 })).updateCartItem;
    assert.equal(updated.cart.items[0].quantity, 2);
    assert.equal((await data(CART, { token: cart.token })).cart.totalItems, 2);
    const removed = (await data(REMOVE, { token: cart.token, variantId: first!.id })).removeCartItem;
    assert.equal(removed.cart.totalItems, 0);
    assert.equal((await data(CART, { token: cart.token })).cart.totalItems, 0);
  });

  it('answers insufficient stock with the spec text and keeps the cart unchanged', async () => {
    const { cart } = await addToCart(first!.id);
    const result = (await data(UPDATE, { token: cart.token, variantId: first!.id, quantity: first!.totalOnHand + 1 }, en)).updateCartItem;
    assert.deepEqual(result.error, { code: 'INSUFFICIENT_STOCK', message: 'Product does not have sufficient stock available' });
    assert.equal((await data(CART, { token: cart.token })).cart.totalItems, 1);
  });

  it('refuses a sold-out product and an unknown variant with the spec texts, in Greek too', async () => {
    assert.deepEqual((await addToCart(soldOut.id, 1, null, en)).error, {
      code: 'NOT_AVAILABLE',
      message: 'Product no longer available to order',
    });
    assert.deepEqual((await addToCart('999999999', 1, null, en)).error, { code: 'NOT_ADDED', message: 'Item not added' });
    assert.equal((await addToCart('abc', 1, null, el)).error.message, 'Το προϊόν δεν προστέθηκε');
    assert.equal((await addToCart(first!.id, 0, null, en)).error.code, 'NOT_ADDED');
  });

  it('treats an unknown or huge token as no cart, never as a server error', async () => {
    assert.equal((await data(CART, { token: 'nope' })).cart, null);
    const huge = await gql(CART, { token: 'x'.repeat(50_000) });
    assert.notEqual(huge.status, 500);
    assert.equal(huge.body.data?.cart ?? null, null);
    const wrongType = await gql(UPDATE, { token: 't', variantId: first!.id, quantity: 'two' });
    assert.notEqual(wrongType.status, 500);
    assert.ok(wrongType.body.errors?.length);
  });
});
