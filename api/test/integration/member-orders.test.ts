import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, fakeAddress, gql, post, unique, type Json } from '../support/client.js';
import { addToCart, address, orderInput, placeOrder, variants } from '../support/checkout.js';
import { loggedInMember, MEMBER_PASSWORD as PASSWORD } from '../support/accounts.js';

// Backorderable variants first (stock the other suites drain does not matter to them), then the best stocked.
const pool = (await variants())
  .filter((v) => v.purchasable && (v.backorderable || v.totalOnHand >= 5))
  .sort((a, b) => Number(b.backorderable) - Number(a.backorderable) || b.totalOnHand - a.totalOnHand);
let next = Math.floor(pool.length / 4);
const nextVariant = () => pool[next++ % pool.length]!;

const member = () => loggedInMember('orders');

/** Places an order for one unit of a variant; with `auth` as the member, without as a guest. */
async function order(email: string, auth: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
  const variant = nextVariant();
  const cart = await addToCart(variant.id, 1, null, auth);
  const placed = await placeOrder(orderInput(cart.cart.token, { email, ...overrides }), { ...en, ...auth });
  assert.equal(placed.status, 'PLACED', JSON.stringify(placed));
  return { number: placed.order.number as string, id: placed.order.id as string, variant };
}

const MONEY = 'amount currency formatted';
const FULL = `id number createdAt state email
  items { productId variantId name productSlug sku label quantity price { ${MONEY} } total { ${MONEY} }
    image { src alt } options { name internalName label value } }
  billing { firstName lastName addressLine1 city postalCode phone } shipping { firstName city postalCode }
  invoice { companyName businessActivity vatNumber taxOffice }
  shipments { carrier state trackingNumber trackingUrl shippedAt }
  payments { method state installments amount { ${MONEY} } } paymentCharge { ${MONEY} }
  subtotal { ${MONEY} } shipmentTotal { ${MONEY} } taxTotal { ${MONEY} } total { ${MONEY} } currency`;
const LIST = `query ($first: Int, $skip: Int) { memberOrders(first: $first, skip: $skip) { total nodes { ${FULL} } } }`;
const ONE = `query ($number: String!) { memberOrder(number: $number) { ${FULL} } }`;

const list = async (auth: Record<string, string>, first = 10, skip = 0, locale = en) =>
  (await data(LIST, { first, skip }, { ...locale, ...auth })).memberOrders;
const one = async (auth: Record<string, string>, number: string) => (await data(ONE, { number }, { ...en, ...auth })).memberOrder;

describe('member orders', () => {
  it("lists a member's orders newest first with every field, and one by its number", async () => {
    const maria = await member();
    const invoice = { companyName: 'Παπαδόπουλος ΙΚΕ', businessActivity: 'Λιανικό εμπόριο', vatNumber: '094259216', taxOffice: 'Νίκαιας' };
    const first = await order(maria.email, maria.auth, { paymentMethod: 'bank-transfer', card: null, invoice });
    const second = await order(maria.email, maria.auth);

    const page = await list(maria.auth);
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.nodes.map((o: Json) => o.number),
      [second.number, first.number],
    );
    assert.ok(page.nodes[0].createdAt >= page.nodes[1].createdAt);

    const older = page.nodes[1];
    assert.equal(older.state, 'pending');
    assert.equal(older.email, maria.email);
    assert.deepEqual(older.invoice, invoice);
    assert.equal(older.billing.firstName, address().firstName);
    assert.equal(older.shipping.postalCode, address().postalCode);
    assert.deepEqual(older.shipments, []);
    assert.deepEqual(
      older.payments.map((p: Json) => [p.method, p.state, p.installments, p.amount.amount]),
      [['bank-transfer', 'pending', 1, older.total.amount]],
    );
    assert.equal(page.nodes[0].payments[0].state, 'completed');
    assert.deepEqual(older.paymentCharge, { amount: 0, currency: 'EUR', formatted: '€0.00' });
    assert.equal(older.total.amount, older.subtotal.amount + older.shipmentTotal.amount + older.paymentCharge.amount);
    assert.ok(older.taxTotal.amount > 0 && older.currency === 'EUR');

    const [item] = older.items;
    assert.equal(item.variantId, first.variant.id);
    assert.equal(item.productSlug, first.variant.slug);
    assert.equal(item.quantity, 1);
    assert.equal(item.price.amount, first.variant.price);
    assert.match(item.price.formatted, /€/);
    assert.equal(item.total.amount, first.variant.price);
    assert.ok(item.name && item.sku);
    assert.ok(item.options.length > 0 && item.options.every((o: Json) => o.name && o.internalName && o.label && o.value));
    assert.ok(item.image === null || item.image.src.includes('/media/'));

    assert.deepEqual(await one(maria.auth, first.number), older);
    assert.deepEqual(await one(maria.auth, first.number.toLowerCase()), older);

    const paged = await list(maria.auth, 1, 1);
    assert.equal(paged.total, 2);
    assert.deepEqual(
      paged.nodes.map((o: Json) => o.number),
      [first.number],
    );
    const greek = await list(maria.auth, 1, 0, el);
    assert.match(greek.nodes[0].total.formatted, /\d,\d\d\s€$/);
  });

  it("never shows another member's order, by list, by number or by guessing numbers", async () => {
    const [anna, bob] = await Promise.all([member(), member()]);
    const annas = await order(anna.email, anna.auth);
    const guest = await order(`${unique('guest')}@example.gr`);

    const bobs = await list(bob.auth);
    assert.deepEqual(bobs, { total: 0, nodes: [] });
    assert.equal(await one(bob.auth, annas.number), null);
    assert.equal(await one(bob.auth, guest.number), null);
    // A foreign number answers exactly like one that does not exist.
    const foreign = await gql(ONE, { number: annas.number }, { ...en, ...bob.auth });
    const unknown = await gql(ONE, { number: 'RM-2222-2222' }, { ...en, ...bob.auth });
    assert.equal(foreign.text, unknown.text);
    assert.equal(foreign.status, unknown.status);
    for (const guess of ['RM-AAAA-AAAA', annas.number.replace(/.$/, '2'), "RM-' OR 1=1 --", '%', '', 'x'.repeat(200)]) {
      assert.equal(await one(bob.auth, guess), null, guess);
    }
    assert.equal((await one(anna.auth, annas.number)).number, annas.number);
    assert.equal(await one(anna.auth, guest.number), null);
  });

  it("keeps guest orders placed earlier with the member's e-mail out of the member's orders", async () => {
    const email = `${unique('later')}@example.gr`;
    const before = await order(email);
    const { register } = await data(
      `mutation ($input: RegisterInput!) { register(input: $input) { status } }`,
      { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } },
      { 'x-forwarded-for': fakeAddress() },
    );
    assert.equal(register.status, 'SUCCESS');
    const login = await post(
      '/oauth/token',
      { grant_type: 'password', username: email, password: PASSWORD },
      { 'x-forwarded-for': fakeAddress() },
    );
    const auth = { Authorization: `Bearer ${login.json.access_token}` };
    assert.deepEqual(await list(auth), { total: 0, nodes: [] });
    assert.equal(await one(auth, before.number), null);

    // A guest order after registering, without the token, is not the member's either; one with the token is.
    await order(email);
    const mine = await order(email, auth);
    const page = await list(auth);
    assert.deepEqual(
      page.nodes.map((o: Json) => o.number),
      [mine.number],
    );
  });

  it('answers UNAUTHENTICATED without a valid access token', async () => {
    const maria = await member();
    await post('/oauth/revoke', { token: maria.auth.Authorization!.slice(7) });
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }, maria.auth]) {
      for (const [query, variables] of [
        [LIST, {}],
        [ONE, { number: 'RM-2222-2222' }],
      ] as const) {
        const result = await gql(query, variables, { ...en, ...headers });
        assert.ok(!result.body.data || Object.values(result.body.data).every((value) => value === null));
        assert.deepEqual(
          result.body.errors?.map((e) => e.extensions?.code),
          ['UNAUTHENTICATED'],
        );
      }
    }
  });
});
