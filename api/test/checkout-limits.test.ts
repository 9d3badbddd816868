import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startApi, type ApiProcess } from './support/api-process.js';
import { el, en, fakeAddress, unique, type Json } from './support/client.js';
import { addToCart, orderInput, placeOrder, variants, type StockVariant } from './support/checkout.js';

/**
 * Orders are limited per buyer e-mail and per client address (5 and 10 an hour by default), new carts per client
 * address (60). The shared server of the integration suite lifts them (its tests order from one address as one buyer),
 * so this file starts the API with the defaults, on the phase's database once the shared server has stopped
 * (LIMITS_ENV, like the restart test).
 */
const env = JSON.parse(process.env.LIMITS_ENV ?? '{}') as Record<string, string>;
let api: ApiProcess;
let stock: StockVariant[];

before(async () => {
  api = await startApi(env);
  process.env.API_URL = api.url;
  stock = (await variants()).filter((v) => v.purchasable && (v.backorderable || v.totalOnHand >= 30));
  assert.ok(stock.length > 0, 'a variant that can be ordered many times');
});
after(() => api?.stop());

/** A bank-transfer order (unpaid: it takes stock all the same) of one unit, from `address`. */
async function order(address: string, email: string, locale = en, idempotencyKey?: string) {
  const { cart } = await addToCart(stock[0]!.id, 1, null, { 'x-forwarded-for': address });
  const input = orderInput(cart.token, {
    email,
    paymentMethod: 'bank-transfer',
    card: undefined,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  return { input, result: await placeOrder(input, { ...locale, 'x-forwarded-for': address }) };
}

const refusal = (result: Json) => [result.status, result.order, result.errors.map((e: Json) => [e.field, e.code])];

describe('orders are limited per buyer and per connection (no emptying the stock with unpaid orders)', () => {
  it('records at most 10 orders an hour from one client address, parallel ones included', async () => {
    const address = fakeAddress();
    const results = await Promise.all(Array.from({ length: 12 }, () => order(address, `${unique('hoard')}@example.gr`)));
    const statuses = results.map(({ result }) => result.status);
    assert.equal(statuses.filter((status) => status === 'PLACED').length, 10);
    const refused = results.filter(({ result }) => result.status !== 'PLACED').map(({ result }) => refusal(result));
    assert.deepEqual(refused, Array(2).fill(['INVALID', null, [['email', 'tooManyRequests']]]));
    assert.equal(
      results.find(({ result }) => result.status !== 'PLACED')!.result.notice,
      'Too many orders for this e-mail address or from your connection. Please try again later or contact us.',
    );
    assert.equal((await order(fakeAddress(), `${unique('other')}@example.gr`)).result.status, 'PLACED', 'another connection orders');
  });

  it('records at most 5 orders an hour for one buyer e-mail, from however many connections, in any letter case', async () => {
    const buyer = `${unique('buyer')}@example.gr`;
    for (let i = 0; i < 5; i += 1) {
      const email = i === 4 ? buyer.toUpperCase() : buyer;
      assert.equal((await order(fakeAddress(), email)).result.status, 'PLACED', `order ${i + 1}`);
    }
    const greek = (await order(fakeAddress(), buyer, el)).result;
    assert.deepEqual(refusal(greek), ['INVALID', null, [['email', 'tooManyRequests']]]);
    assert.equal(
      greek.notice,
      'Πάρα πολλές παραγγελίες για αυτό το e-mail ή από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα ή επικοινωνήστε μαζί μας.',
    );
  });

  it('does not count an order sent again with its key (a double click, a retry), nor an invalid one', async () => {
    const address = fakeAddress();
    const first = await order(address, `${unique('retry')}@example.gr`);
    assert.equal(first.result.status, 'PLACED');
    for (let i = 0; i < 3; i += 1) {
      const again = await placeOrder(first.input, { ...en, 'x-forwarded-for': address });
      assert.equal(again.order.number, first.result.order.number);
    }
    const invalid = await placeOrder(
      { ...first.input, idempotencyKey: unique('k'), email: 'not-an-address' },
      { 'x-forwarded-for': address },
    );
    assert.equal(invalid.errors[0].code === 'tooManyRequests', false);
    const more = [];
    for (let i = 0; i < 9; i += 1) more.push((await order(address, `${unique('more')}@example.gr`)).result.status);
    assert.deepEqual(more, Array(9).fill('PLACED'));
  });
});

describe('new carts are limited per connection (no filling the database with carts)', () => {
  const startCart = (address: string, variantId = stock[0]!.id, quantity = 1) =>
    addToCart(variantId, quantity, null, { ...en, 'x-forwarded-for': address });

  it('starts at most 60 carts an hour from one client address, parallel ones included; its carts still take items', async () => {
    const address = fakeAddress();
    const results = await Promise.all(Array.from({ length: 64 }, () => startCart(address)));
    const started = results.filter((result) => result.cart);
    assert.equal(started.length, 60);
    const refused = results.filter((result) => !result.cart).map((result) => result.error);
    assert.deepEqual(
      refused,
      Array(4).fill({ code: 'TOO_MANY_REQUESTS', message: 'Too many new carts from your connection. Please try again later.' }),
    );
    const more = await addToCart(stock[0]!.id, 1, started[0]!.cart.token, { 'x-forwarded-for': address });
    assert.equal(more.cart?.totalItems, 2, 'a started cart takes more items');
    const greek = await addToCart(stock[0]!.id, 1, null, { ...el, 'x-forwarded-for': address });
    assert.equal(greek.error?.message, 'Πάρα πολλά νέα καλάθια από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.');
    assert.ok((await startCart(fakeAddress())).cart, 'another connection starts a cart');
  });

  it('does not count an add that starts no cart (out of stock, unknown product)', async () => {
    const scarce = (await variants()).find((v) => v.purchasable && !v.backorderable && v.totalOnHand > 0 && v.totalOnHand < 20);
    assert.ok(scarce, 'a variant with a few units');
    const address = fakeAddress();
    const codes = [];
    for (let i = 0; i < 31; i += 1) codes.push((await startCart(address, scarce.id, scarce.totalOnHand + 1)).error?.code);
    for (let i = 0; i < 30; i += 1) codes.push((await startCart(address, '999999999')).error?.code);
    assert.deepEqual(new Set(codes), new Set(['INSUFFICIENT_STOCK', 'NOT_ADDED']));
    assert.ok((await startCart(address)).cart, 'a real first add from the same connection');
  });
});
