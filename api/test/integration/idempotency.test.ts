import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { el, en, gql, unique, type Json } from '../support/client.js';
import { addToCart, address, orderInput, PLACE, placeOrder, variants } from '../support/checkout.js';
import { loggedInMember } from '../support/accounts.js';

// Cheap backorderable-free variants from the middle of the list: the other checkout suites take both ends.
const pool = (await variants()).filter((v) => v.purchasable && !v.backorderable && v.totalOnHand >= 3 && v.price <= 1_000_000);
let next = Math.floor(pool.length / 2);
const cartWithOne = async (headers: Record<string, string> = {}) =>
  (await addToCart(pool[next++ % pool.length]!.id, 1, null, headers)).cart.token as string;

const firstBuyer = {
  email: 'first.buyer@example.gr',
  billing: { ...address(), firstName: 'Ελένη', lastName: 'Πρώτη', phone: '2109999999' },
};

/** A member's bearer header (registered and logged in from an address of its own). */
const member = async () => (await loggedInMember('keys')).auth;

describe('idempotency keys belong to their cart and member', () => {
  it('refuses a key replayed from another cart, reveals nothing of the first order, and leaves that cart to be ordered', async () => {
    const otherCart = await cartWithOne();

    // A replay with an empty billing address is answered with the input errors, never with the order.
    const firstInput = orderInput(await cartWithOne(), { ...firstBuyer, paymentMethod: 'bank-transfer', card: null });
    assert.equal((await placeOrder(firstInput, en)).status, 'PLACED');
    const attack = await gql(PLACE, { input: { ...orderInput(otherCart), idempotencyKey: firstInput.idempotencyKey, billing: {} } }, en);
    assert.equal(attack.body.data.placeOrder.status, 'INVALID');
    assert.equal(attack.body.data.placeOrder.order, null);
    assert.ok(attack.body.data.placeOrder.errors.some((e: Json) => e.field.startsWith('billing.')));

    const valid = await gql(PLACE, { input: { ...orderInput(otherCart), idempotencyKey: firstInput.idempotencyKey } }, el);
    const answer = valid.body.data.placeOrder;
    assert.equal(answer.status, 'INVALID');
    assert.equal(answer.order, null);
    assert.deepEqual(
      answer.errors.map((e: Json) => [e.field, e.code]),
      [['idempotencyKey', 'invalidValue']],
    );
    assert.match(answer.notice, /καλάθι/, 'the refusal is in the request language');
    for (const secret of ['first.buyer', 'Ελένη', 'Πρώτη', '2109999999']) assert.ok(!valid.text.includes(secret), `leaks ${secret}`);

    const own = await placeOrder({ ...orderInput(otherCart), email: 'second@example.gr' }, en);
    assert.equal(own.status, 'PLACED', 'the second cart is still there to be ordered with a key of its own');
    assert.equal(own.order.email, 'second@example.gr');
  });

  it('answers a double click on the same cart with the one order, validating the input first', async () => {
    const input = orderInput(await cartWithOne(), { paymentMethod: 'bank-transfer', card: null });
    // Clicks arriving while the first is being placed: some look for the key before it commits and read the cart after.
    const clicks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => new Promise<Json>((resolve) => setTimeout(() => resolve(placeOrder(input, en)), i * 8))),
    );
    assert.deepEqual(
      clicks.map((c) => c.status),
      clicks.map(() => 'PLACED'),
    );
    const [a] = clicks;
    assert.equal(new Set(clicks.map((c) => c.order.number)).size, 1, 'one order for all the clicks');
    const again = await placeOrder(input, en);
    assert.equal(again.order.number, a.order.number);
    const broken = await placeOrder({ ...input, email: 'not-an-address' }, en);
    assert.equal(broken.status, 'INVALID');
    assert.equal(broken.order, null);
  });

  it('refuses two different carts racing with one key: one order, one refusal', async () => {
    const key = `race-${unique('k')}`;
    const inputs = [orderInput(await cartWithOne(), { idempotencyKey: key }), orderInput(await cartWithOne(), { idempotencyKey: key })];
    const answers = await Promise.all(inputs.map((input) => placeOrder(input, en)));
    assert.deepEqual(answers.map((a) => a.status).sort(), ['INVALID', 'PLACED']);
    assert.equal(answers.find((a) => a.status === 'INVALID').order, null);
  });

  it("does not replay a member's order to a request without that member's token", async () => {
    const bearer = await member();
    const input = orderInput(await cartWithOne(bearer), { paymentMethod: 'bank-transfer', card: null });
    const placed = await placeOrder(input, { ...bearer, ...en });
    assert.equal(placed.status, 'PLACED');
    assert.equal((await placeOrder(input, { ...bearer, ...en })).order.number, placed.order.number);
    const guest = await placeOrder(input, en);
    assert.equal(guest.status, 'INVALID');
    assert.equal(guest.order, null);
    const other = await placeOrder(input, { ...(await member()), ...en });
    assert.equal(other.status, 'INVALID');
  });
});
