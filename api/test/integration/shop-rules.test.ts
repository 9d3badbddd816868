import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, type Json } from '../support/client.js';
import { addToCart, orderInput, placeOrder, variants } from '../support/checkout.js';

const OPTIONS = `query ($token: String!, $postalCode: String!, $shippingMethod: String) {
  checkoutOptions(token: $token, postalCode: $postalCode, shippingMethod: $shippingMethod) {
    notice shippingMethods { code price { amount } } paymentMethods { code available unavailableReason } total { amount } } }`;

const RULES = `{ shopRules { freeShippingFrom { amount formatted } cashLimit { amount formatted } maxInterestFreeInstallments
  shippingMethods { code price { amount } freeFrom { amount } cutoff zones } bankAccounts { bank iban } texts { key value } } }`;

const pool = (await variants()).filter((v) => v.purchasable && !v.backorderable && v.totalOnHand >= 2).reverse();
const over = pool.filter((v) => v.price > 60_000 && v.price < 300_000);
const under = pool.filter((v) => v.price >= 5_000 && v.price < 25_000);
const options = (token: string, shippingMethod: string, headers = en) =>
  data(OPTIONS, { token, postalCode: '10431', shippingMethod }, headers).then((r) => r.checkoutOptions);

describe('shop rules: one source for shipping and payment', () => {
  it('serves the rules checkout applies: courier €5, free from €300, same-day €9 by 14:00, pickup free, cash up to €500', async () => {
    const { shopRules } = await data(RULES, {}, en);
    assert.equal(shopRules.freeShippingFrom.amount, 30_000);
    assert.equal(shopRules.freeShippingFrom.formatted, '€300.00');
    assert.equal(shopRules.cashLimit.amount, 50_000);
    assert.equal(shopRules.maxInterestFreeInstallments, 12);
    const byCode = Object.fromEntries(shopRules.shippingMethods.map((m: Json) => [m.code, m]));
    assert.equal(byCode.courier.price.amount, 500);
    assert.equal(byCode.courier.freeFrom.amount, 30_000);
    assert.equal(byCode['same-day'].price.amount, 900);
    assert.equal(byCode['same-day'].cutoff, '14:00');
    assert.deepEqual(byCode['same-day'].zones, ['attica']);
    assert.equal(byCode.pickup.price.amount, 0);
    assert.equal(shopRules.bankAccounts.length, 2);
    const greek = (await data(RULES, {}, el)).shopRules;
    assert.match(greek.texts.find((t: Json) => t.key === 'freeShippingFrom').value, /^300,00\s€$/);
  });

  it('charges shipping by those rules: courier €5 below €300, free above; same-day always €9', async () => {
    const small = (await addToCart(under[0]!.id)).cart.token;
    assert.equal((await options(small, 'courier')).shippingMethods.find((m: Json) => m.code === 'courier').price.amount, 500);
    const large = (await addToCart(over[0]!.id)).cart.token;
    const prices = Object.fromEntries((await options(large, 'courier')).shippingMethods.map((m: Json) => [m.code, m.price.amount]));
    assert.deepEqual(prices, { 'same-day': 900, courier: 0, pickup: 0 });
  });

  it('shows cash on delivery disabled above €500 with the legal reason, in Greek and English', async () => {
    const token = (await addToCart(over[1]!.id)).cart.token;
    const english = (await options(token, 'courier')).paymentMethods.find((m: Json) => m.code === 'cash-on-delivery');
    assert.equal(english.available, false);
    assert.equal(english.unavailableReason, 'Not available for orders over €500.00: Greek law does not allow cash payments over €500.00.');
    const greek = (await options(token, 'courier', el)).paymentMethods.find((m: Json) => m.code === 'cash-on-delivery');
    assert.match(greek.unavailableReason, /άνω των 500,00\s€/);
  });

  it('refuses to place a cash-on-delivery order above €500 with the reason, and places one below it', async () => {
    const token = (await addToCart(over[2]!.id)).cart.token;
    const refused = await placeOrder(orderInput(token, { paymentMethod: 'cash-on-delivery', card: null }), en);
    assert.equal(refused.status, 'INVALID');
    assert.equal(refused.order, null);
    assert.deepEqual(
      refused.errors.map((e: Json) => [e.field, e.code]),
      [['paymentMethod', 'CASH_LIMIT']],
    );
    assert.match(refused.notice, /Greek law does not allow cash payments over €500\.00/);
    const greek = await placeOrder(orderInput(token, { paymentMethod: 'cash-on-delivery', card: null }), el);
    assert.match(greek.notice, /ο νόμος δεν επιτρέπει πληρωμή με μετρητά/);
    const small = (await addToCart(under[1]!.id)).cart.token;
    const placed = await placeOrder(orderInput(small, { paymentMethod: 'cash-on-delivery', card: null }), en);
    assert.equal(placed.status, 'PLACED');
  });

  it('fills the free-shipping promotion and the info bar text from the rules', async () => {
    const bar = await data('{ banner(where: { type: ["shipping"] }, first: 1) { nodes { excerpt description } } }', {}, en);
    assert.equal(bar.banner.nodes[0].excerpt, 'Free shipping across Greece on orders from €300.00');
    assert.match(bar.banner.nodes[0].description, /costs €5\.00/);
    const greek = await data('{ banner(where: { type: ["shipping"] }, first: 1) { nodes { excerpt } } }', {}, el);
    assert.match(greek.banner.nodes[0].excerpt, /από 300,00\s€$/);
  });
});
