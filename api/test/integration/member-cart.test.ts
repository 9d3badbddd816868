import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, gql, type Json } from '../support/client.js';
import { addToCart, variants } from '../support/checkout.js';
import { loggedInMember } from '../support/accounts.js';

const CLAIM = `mutation ($token: String) { claimCart(token: $token) { token totalItems items { variantId quantity } } }`;
const CART = 'query ($token: String!) { cart(token: $token) { token totalItems items { variantId quantity } } }';

// Well-stocked variants from the last quarter of the list: the other checkout suites start elsewhere.
const pool = (await variants()).filter((v) => v.purchasable && !v.backorderable && v.totalOnHand >= 3);
let next = Math.floor((pool.length * 3) / 4);
const nextVariant = () => pool[next++ % pool.length]!.id;

const claim = async (auth: Record<string, string>, token: string | null) => (await data(CLAIM, { token }, { ...en, ...auth })).claimCart;
const cart = async (token: string) => (await data(CART, { token })).cart;
const lines = (c: Json) =>
  Object.fromEntries(
    c.items.map((item: Json) => [item.variantId, item.quantity]).sort(([a]: string[], [b]: string[]) => a!.localeCompare(b!)),
  );

describe('a member’s cart follows the member (claimCart)', () => {
  it('needs a logged-in member', async () => {
    const guest = await addToCart(nextVariant());
    const answer = await gql(CLAIM, { token: guest.cart.token }, en);
    assert.deepEqual(
      answer.body.errors?.map((e) => e.extensions?.code),
      ['UNAUTHENTICATED'],
    );
    assert.equal((await cart(guest.cart.token)).totalItems, 1);
  });

  it('makes the guest cart the member’s, found again from a device without it', async () => {
    const anna = await loggedInMember('cart-anna');
    assert.equal(await claim(anna.auth, null), null);
    const guest = await addToCart(nextVariant(), 2);
    const claimed = await claim(anna.auth, guest.cart.token);
    assert.equal(claimed.token, guest.cart.token);
    assert.equal(claimed.totalItems, 2);
    const otherDevice = await claim(anna.auth, null);
    assert.equal(otherDevice.token, guest.cart.token);
    assert.deepEqual(lines(otherDevice), lines(guest.cart));
  });

  it('merges a second guest cart into the member’s, each line at its larger quantity, and ends the guest cart', async () => {
    const bob = await loggedInMember('cart-bob');
    const [shared, laptopOnly, phoneOnly] = [nextVariant(), nextVariant(), nextVariant()];
    const laptop = await addToCart(shared, 1);
    await addToCart(laptopOnly, 1, laptop.cart.token);
    await claim(bob.auth, laptop.cart.token);

    const phone = await addToCart(shared, 2);
    await addToCart(phoneOnly, 1, phone.cart.token);
    const merged = await claim(bob.auth, phone.cart.token);
    assert.equal(merged.token, laptop.cart.token);
    assert.deepEqual(
      lines(merged),
      lines({
        items: [
          { variantId: shared, quantity: 2 },
          { variantId: laptopOnly, quantity: 1 },
          { variantId: phoneOnly, quantity: 1 },
        ],
      }),
    );
    assert.equal(await cart(phone.cart.token), null);
  });

  it('adds a member’s first item on another device to the cart the member already holds', async () => {
    const fay = await loggedInMember('cart-fay');
    const [onLaptop, onPhone] = [nextVariant(), nextVariant()];
    const laptop = await addToCart(onLaptop, 1, null, fay.auth);
    const phone = await addToCart(onPhone, 1, null, fay.auth);
    assert.equal(phone.cart.token, laptop.cart.token);
    assert.equal(phone.cart.totalItems, 2);
    // A guest on the same connection still starts a cart of their own.
    const guest = await addToCart(onPhone, 1);
    assert.notEqual(guest.cart.token, laptop.cart.token);
    assert.equal(guest.cart.totalItems, 1);
  });

  it('leaves another member’s cart alone', async () => {
    const [carol, dave] = await Promise.all([loggedInMember('cart-carol'), loggedInMember('cart-dave')]);
    const carols = await addToCart(nextVariant(), 1, null, carol.auth);
    assert.equal(await claim(dave.auth, carols.cart.token), null);
    assert.equal((await claim(carol.auth, null)).token, carols.cart.token);
    assert.equal((await cart(carols.cart.token)).totalItems, 1);
  });

  it('gives two tabs logging in at once one cart holding both guest carts', async () => {
    const erin = await loggedInMember('cart-erin');
    const [one, two] = await Promise.all([addToCart(nextVariant()), addToCart(nextVariant())]);
    const [first, second] = await Promise.all([claim(erin.auth, one.cart.token), claim(erin.auth, two.cart.token)]);
    const final = await claim(erin.auth, null);
    assert.equal(final.totalItems, 2);
    assert.ok([first.token, second.token].includes(final.token));
    assert.equal(second.token, first.token);
  });
});
