import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, type Json } from '../support/client.js';
import { addToCart, variants } from '../support/checkout.js';

const OPTIONS = `query ($token: String!, $postalCode: String!, $shippingMethod: String) {
  checkoutOptions(token: $token, postalCode: $postalCode, shippingMethod: $shippingMethod) {
    zone notice errors { field code message } shippingMethods { code description price { amount } }
    paymentMethods { code card available unavailableReason plans { length interestRate installment { amount } } } total { amount } shipping { amount } } }`;

const variant = (await variants()).find(
  (v) => v.purchasable && !v.backorderable && v.totalOnHand >= 2 && v.price >= 30_000 && v.price < 45_000,
)!;
const { cart } = await addToCart(variant.id);
const options = (postalCode: string, shippingMethod?: string, headers = en) =>
  data(OPTIONS, { token: cart.token, postalCode, shippingMethod }, headers).then((r) => r.checkoutOptions);

describe('checkout options by postal code', () => {
  it('offers Attica same-day, courier and pickup', async () => {
    const attica = await options('184 52');
    assert.equal(attica.zone, 'attica');
    assert.deepEqual(
      attica.shippingMethods.map((m: Json) => m.code),
      ['same-day', 'courier', 'pickup'],
    );
    const sameDay = attica.shippingMethods[0].description;
    assert.match(sameDay, /^Order now and it arrives (today|on \w+, \d+ \w+:)/, 'the day an order placed now arrives, whatever the clock');
  });

  it('offers the rest of Greece courier and pickup, and South Aegean islands courier only without cash on delivery', async () => {
    const thessaloniki = await options('54630');
    assert.equal(thessaloniki.zone, 'mainland');
    assert.deepEqual(
      thessaloniki.shippingMethods.map((m: Json) => m.code),
      ['courier', 'pickup'],
    );
    const islands = await options('84100', 'courier');
    assert.equal(islands.zone, 'islands');
    assert.deepEqual(
      islands.shippingMethods.map((m: Json) => m.code),
      ['courier'],
    );
    const cash = islands.paymentMethods.find((m: Json) => m.code === 'cash-on-delivery');
    assert.equal(cash.available, false, 'listed, disabled, with the reason');
    assert.equal(cash.unavailableReason, 'Not available for your area.');
  });

  it('answers an unsupported postal code with the spec text', async () => {
    const result = await options('19999');
    assert.equal(result.zone, null);
    assert.deepEqual(result.shippingMethods, []);
    assert.equal(result.errors[0].message, 'The postal code you have inserted does not belong to our supported areas');
    const greek = await options('ab', undefined, el);
    assert.equal(greek.errors[0].message, 'Ο ταχυδρομικός κώδικας που εισάγατε δεν ανήκει στις περιοχές που εξυπηρετούμε');
  });

  it('prices the chosen shipping and offers card installments from the PaymentOptions rules', async () => {
    const courier = await options('10431', 'courier');
    assert.equal(courier.shipping.amount, 0, 'courier is free from €300');
    assert.equal(courier.total.amount, variant.price);
    const card = courier.paymentMethods.find((m: Json) => m.code === 'card');
    assert.equal(card.card, true);
    assert.deepEqual(
      card.plans.map((p: Json) => p.length),
      [1, 3, 6, 12],
    );
    assert.ok(
      card.plans.every((p: Json) => p.interestRate === 0),
      'up to 12 interest-free installments, none with interest',
    );
    const pickup = await options('10431', 'pickup');
    assert.equal(pickup.paymentMethods.find((m: Json) => m.code === 'pay-at-pickup').available, true);
    const cash = pickup.paymentMethods.find((m: Json) => m.code === 'cash-on-delivery');
    assert.equal(cash.available, false);
    assert.equal(cash.unavailableReason, 'Not available with pickup at the store.');
    assert.equal(courier.paymentMethods.find((m: Json) => m.code === 'pay-at-pickup').unavailableReason, 'Only with pickup at the store.');
  });
});
