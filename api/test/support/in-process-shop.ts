import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from './in-process.js';
import { orderInput } from './checkout.js';
import type { Json } from './client.js';

/**
 * A shop run in process on `db` for tests that read what was stored: GraphQL calls each from their own client
 * address (the order limits are not what such tests are about), a fresh in-stock variant per order, and orders
 * placed through the cart and checkout.
 */
export function inProcessShop(db: Kysely<Database>) {
  let counter = 0;

  async function run(source: string, variables: Record<string, unknown>, locale: 'el' | 'en' = 'en') {
    counter += 1;
    // Every call from its own address: the order limits are not what this test is about.
    const contextValue = { ...anonymousContext(db), locale, clientAddress: `192.0.2.${counter}` };
    const result = await graphql({ schema, source, variableValues: variables, contextValue });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return result.data as Json;
  }

  /** An in-stock variant of its own for each order, so that one order's stock says nothing about another's. */
  async function freshVariant(onHand: number, backorderable = false): Promise<number> {
    const row = await sql<{ id: number }>`select v.id from variants v join products p on p.id = v.product_id
      where v.status = 'active' and p.status = 'active' and not v.is_master and v.total_on_hand >= 1 and not v.backorderable
      and not exists (select 1 from order_items i where i.variant_id = v.id) order by v.id limit 1`.execute(db);
    const id = row.rows[0]!.id;
    await db.updateTable('variants').set({ total_on_hand: onHand, backorderable }).where('id', '=', id).execute();
    // The product's stock roll-up (what a listing reads) follows its variants.
    await sql`select refresh_product_stock(array[(select product_id from variants where id = ${id})])`.execute(db);
    return id;
  }

  async function order(
    variantId: number,
    quantity: number,
    paymentMethod: string,
    locale: 'el' | 'en' = 'en',
    overrides: Record<string, unknown> = {},
  ) {
    const added = await run(
      `mutation ($variantId: ID!, $quantity: Int) { addToCart(variantId: $variantId, quantity: $quantity) { cart { token } error { code } } }`,
      { variantId: String(variantId), quantity },
      locale,
    );
    assert.equal(added.addToCart.error, null);
    const input = orderInput(added.addToCart.cart.token, {
      email: `buyer${counter}@example.gr`,
      paymentMethod,
      ...(paymentMethod === 'card' ? {} : { card: undefined }),
      ...overrides,
    });
    const placed = await run(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status errors { field code } order { id number } } }`,
      { input },
      locale,
    );
    assert.equal(placed.placeOrder.status, 'PLACED', JSON.stringify(placed.placeOrder.errors));
    return placed.placeOrder.order as { id: string; number: string };
  }

  return { run, freshVariant, order };
}
