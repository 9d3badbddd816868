import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, data, unique } from '../support/client.js';
import { variants } from '../support/checkout.js';

/** Posts a body exactly as given: JSON escapes in it reach the API as written. */
async function rawPost(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { json: await response.json(), cache: response.headers.get('x-cache') };
}

const variant =
  (await variants()).find((v) => v.purchasable && v.backorderable) ?? (await variants()).find((v) => v.purchasable && v.totalOnHand > 20)!;

describe('response cache', () => {
  it('never replays a mutation spelled with a JSON escape: two callers get two carts', async () => {
    const body = `{"query": "\\u006dutation Add${unique('x').replace(/\W/g, '')} { addToCart(variantId: \\"${variant.id}\\") { cart { token totalItems } } }"}`;
    const first = await rawPost(body);
    const second = await rawPost(body);
    const tokens = [first, second].map((answer) => answer.json.data.addToCart.cart.token);
    assert.ok(tokens[0] && tokens[1]);
    assert.notEqual(tokens[0], tokens[1], "the second caller received the first caller's cart");
    assert.notEqual(second.cache, 'hit');
  });

  it('never serves a cart stale, whatever comes between the field and its arguments', async () => {
    const { addToCart } = await data('mutation ($v: ID!) { addToCart(variantId: $v) { cart { token } } }', { v: variant.id });
    const token = addToCart.cart.token;
    const query = `{ cart # ${unique('comment')}\n (token: "${token}") { totalItems } }`;
    assert.equal((await data(query)).cart.totalItems, 1);
    await data('mutation ($t: String, $v: ID!) { addToCart(token: $t, variantId: $v) { cart { totalItems } } }', {
      t: token,
      v: variant.id,
    });
    assert.equal((await data(query)).cart.totalItems, 2);
    const aliased = `query Stock { basket: cart(token: "${token}") { totalItems } }`;
    await data(aliased);
    await data('mutation ($t: String, $v: ID!) { addToCart(token: $t, variantId: $v) { cart { totalItems } } }', {
      t: token,
      v: variant.id,
    });
    assert.equal((await data(aliased)).basket.totalItems, 3);
  });

  it('caches an anonymous catalogue query per language, never one with credentials', async () => {
    const query = `{ categoryPage(where: { slug: "accessories" }) { title } } # ${unique('catalogue')}`;
    const greek = await rawPost(JSON.stringify({ query }), { Locale: 'el' });
    assert.notEqual(greek.cache, 'hit');
    const again = await rawPost(JSON.stringify({ query }), { Locale: 'el' });
    assert.equal(again.cache, 'hit');
    assert.deepEqual(again.json, greek.json);
    const english = await rawPost(JSON.stringify({ query }), { Locale: 'en' });
    assert.notEqual(english.cache, 'hit');
    assert.equal(english.json.data.categoryPage.title, 'Accessories');
    const member = await rawPost(JSON.stringify({ query }), { Locale: 'el', Authorization: 'Bearer someone' });
    assert.notEqual(member.cache, 'hit');
  });

  it('executes a form submission every time it is sent', async () => {
    const body = `{"query": "\\u006dutation { submitForm(input: { form: \\"contact\\", data: { name: \\"Μαρία\\", email: \\"${unique('m')}@example.gr\\", message: \\"Γεια\\" } }) { status } }"}`;
    for (let i = 0; i < 2; i++) {
      const answer = await rawPost(body);
      assert.equal(answer.json.data.submitForm.status, 'SUCCESS');
      assert.notEqual(answer.cache, 'hit');
    }
  });

  it('answers an order fresh each time, not from the cache', async () => {
    const query = `{ order # ${unique('comment')}\n (id: "${unique('no-such-order').replace(/\W/g, 'x')}") { state } }`;
    await rawPost(JSON.stringify({ query }));
    assert.notEqual((await rawPost(JSON.stringify({ query }))).cache, 'hit');
  });
});
