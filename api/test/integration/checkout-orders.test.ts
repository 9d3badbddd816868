import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, gql, type Json } from '../support/client.js';
import { addToCart, address, cards, ORDER_FIELDS, orderInput, placeOrder, variants } from '../support/checkout.js';

/** Any Authorization header keeps a catalogue query out of the response cache: stock must be read live. */
const live = { Authorization: 'Bearer stock-check' };

// Variants from the end of the list, so that the cart and concurrency suites never share them.
const pool = (await variants())
  .filter((v) => v.purchasable && !v.backorderable && v.totalOnHand >= 2 && v.price >= 10_000 && v.price <= 1_000_000)
  .reverse();
let next = 0;
async function cartWithOne() {
  const variant = pool[next++]!;
  return { variant, token: (await addToCart(variant.id)).cart.token as string };
}
const stockOf = async (variantId: string, slug: string) => {
  const { product } = await data(
    'query ($slug: String!) { product(where: { slug: $slug }) { variants { id totalOnHand } } }',
    { slug },
    live,
  );
  return product.variants.find((v: Json) => v.id === variantId).totalOnHand as number;
};

describe('placing an order', () => {
  it('records a paid card order with shipping, margin VAT and stock taken, readable by its receipt id', async () => {
    const { variant, token } = await cartWithOne();
    const before = await stockOf(variant.id, variant.slug);
    const result = await placeOrder(orderInput(token), en);
    assert.equal(result.status, 'PLACED');
    const order = result.order;
    assert.equal(order.outcome, 'COMPLETED');
    assert.equal(order.shipmentTotal.amount, variant.price >= 30_000 ? 0 : 500, 'courier is free from €300');
    assert.equal(order.total.amount, variant.price + order.shipmentTotal.amount);
    assert.equal(order.taxTotal.amount, Math.round((variant.price * 0.2 * 24) / 124));
    assert.match(order.id, /^[\w-]{20,}$/);
    assert.equal(await stockOf(variant.id, variant.slug), before - 1);
    const receipt = await data(`query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    assert.equal(receipt.order.number, order.number);
    assert.equal((await data('query ($t: String!) { cart(token: $t) { token } }', { t: token })).cart, null, 'cart is used up');
  });

  it('answers each sandbox card outcome with the payment error of spec §8 and records nothing', async () => {
    const { variant, token } = await cartWithOne();
    const before = await stockOf(variant.id, variant.slug);
    const declined = await placeOrder(orderInput(token, { card: cards.declined }), en);
    assert.equal(declined.status, 'PAYMENT_DECLINED');
    assert.equal(declined.notice, 'The payment failed. Please try again or use another payment method.');
    const failed = await placeOrder(orderInput(token, { card: cards.serviceFailure }), en);
    assert.equal(failed.status, 'PAYMENT_SERVICE_FAILED');
    assert.match(failed.notice, /select another payment method/);
    const invalid = await placeOrder(orderInput(token, { card: cards.invalidDetails }), en);
    assert.equal(invalid.status, 'PAYMENT_INVALID');
    assert.equal(invalid.notice, 'Invalid payment details');
    assert.equal(await stockOf(variant.id, variant.slug), before, 'stock is released');
    assert.equal((await placeOrder(orderInput(token), en)).status, 'PLACED', 'the cart can still be bought');
  });

  it('places one order for the same idempotency key sent twice, even at once', async () => {
    const { token } = await cartWithOne();
    const input = orderInput(token);
    const [a, b] = await Promise.all([placeOrder(input), placeOrder(input)]);
    assert.equal(a.status, 'PLACED');
    assert.equal(b.status, 'PLACED');
    assert.equal(a.order.id, b.order.id);
    assert.equal((await placeOrder(input)).order.number, a.order.number);
  });

  it('keeps invoice details with a checked VAT number', async () => {
    const { token } = await cartWithOne();
    const invoice = { companyName: 'ReMac ΑΕ', businessActivity: 'Εμπόριο υπολογιστών', vatNumber: '123456789', taxOffice: 'Νίκαιας' };
    const bad = await placeOrder(orderInput(token, { invoice }), en);
    assert.equal(bad.status, 'INVALID');
    assert.deepEqual(
      bad.errors.map((e: Json) => [e.field, e.message]),
      [['invoice.vatNumber', 'Please enter a valid VAT number']],
    );
    const good = await placeOrder(
      orderInput(token, { invoice: { ...invoice, vatNumber: '094259216' }, paymentMethod: 'bank-transfer', card: null }),
      en,
    );
    assert.equal(good.order.invoice.vatNumber, '094259216');
    assert.equal(good.order.outcome, 'PROCESSING');
  });

  it('answers bad input with field errors in the request language, never a server error', async () => {
    const { token } = await cartWithOne();
    const result = await placeOrder(
      orderInput(token, {
        email: 'not-mail',
        billing: { ...address('19999'), firstName: '', phone: 'x'.repeat(5000) },
        shipToBilling: false,
        card: { ...cards.approved, number: '4242 4242 4242 4241' },
      }),
      el,
    );
    assert.equal(result.status, 'INVALID');
    const fields = Object.fromEntries(result.errors.map((e: Json) => [e.field, e.message]));
    assert.equal(fields.email, 'Παρακαλούμε εισάγετε μια έγκυρη διεύθυνση email');
    assert.equal(fields['billing.firstName'], 'Το πεδίο είναι υποχρεωτικό');
    assert.equal(fields['billing.postalCode'], 'Ο ταχυδρομικός κώδικας που εισάγατε δεν ανήκει στις περιοχές που εξυπηρετούμε');
    assert.ok(fields['billing.phone'] && fields.shipping);
    const cardErrors = await placeOrder(orderInput(token, { card: { ...cards.approved, number: '4242 4242 4242 4241', cvv: '' } }), en);
    assert.deepEqual(
      cardErrors.errors.map((e: Json) => [e.field, e.message]),
      [
        ['card.number', 'Invalid value'],
        ['card.cvv', 'This field is required'],
      ],
    );
    const unknownCart = await placeOrder(orderInput('no-such-cart'), en);
    assert.equal(unknownCart.status, 'ERROR');
    assert.equal(unknownCart.notice, 'There was an error while processing your order, contact us by phone or email');
    const wrongTypes = await gql('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status } }', {
      input: { ...orderInput(token), installments: 'many', billing: 'nowhere' },
    });
    assert.notEqual(wrongTypes.status, 500);
    assert.ok(wrongTypes.body.errors?.length);
    assert.equal((await data('query ($id: ID!) { order(id: $id) { id } }', { id: 'x'.repeat(20) })).order, null);
  });

  it('takes carts and orders from a request with a bearer token without waiting on the database', { timeout: 15_000 }, async () => {
    const variant = pool[next++]!;
    const bearer = { Authorization: 'Bearer not-a-member-token' };
    const { cart } = await addToCart(variant.id, 1, null, bearer);
    const result = await placeOrder(orderInput(cart.token, { paymentMethod: 'bank-transfer', card: null }), bearer);
    assert.equal(result.status, 'PLACED');
  });

  it('refuses an unavailable shipping method for the zone', async () => {
    const { token } = await cartWithOne();
    const result = await placeOrder(orderInput(token, { billing: address('84100'), shippingMethod: 'pickup' }), en);
    assert.equal(result.status, 'INVALID');
    assert.equal(result.errors[0].field, 'shippingMethod');
  });
});
