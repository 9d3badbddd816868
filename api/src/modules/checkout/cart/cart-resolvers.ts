import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { CartResolvers, MutationResolvers, QueryResolvers, ResolversTypes } from '../../../generated/graphql.js';
import type { GraphQLContext } from '../../../server/graphql-context.js';
import { money } from '../../../lib/money.js';
import { pickRequired } from '../../../lib/localize.js';
import { checkoutText } from '../checkout-texts.js';
import { cartView, createCart, findCart, touchCart } from './cart-store.js';
import { parseId, stockProblem, type CartErrorCode } from './cart-rules.js';
import { subtotalOf, totalItemsOf } from './cart-view.js';
import { admitNewCart, uncountNewCart } from './cart-limit.js';
import { claimCart, latestMemberCart } from './member-cart.js';

type CartResult = ResolversTypes['CartResult'];

const failure = (code: CartErrorCode, ctx: GraphQLContext): CartResult => ({
  cart: null,
  error: { code, message: checkoutText(code, ctx.locale) },
});

/** What a change did: the result to answer, and whether it started a new cart. */
type Change = { result: CartResult; created: boolean };
const unchanged = (code: CartErrorCode, ctx: GraphQLContext): Change => ({ result: failure(code, ctx), created: false });

async function heldQuantity(trx: Transaction<Database>, cartId: number, variantId: number): Promise<number> {
  const held = await trx
    .selectFrom('cart_items')
    .select('quantity')
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return held?.quantity ?? 0;
}

/** Sets a line's quantity; a cart is only started by an add that succeeds, so a refused add leaves nothing behind. */
function changeCart(
  ctx: GraphQLContext,
  token: string | null | undefined,
  variantId: number | null,
  quantity: number,
  add: boolean,
  userId: number | null,
) {
  return ctx.db.transaction().execute(async (trx): Promise<Change> => {
    const given = token ? await findCart(trx, ctx.tenantId, token) : undefined;
    // A member's first add on a device goes to the cart the member already holds on another.
    const existing = given ?? (add && userId !== null ? await latestMemberCart(trx, ctx.tenantId, userId) : undefined);
    if (!existing && !add) return unchanged('NOT_ADDED', ctx);
    const held = existing && variantId !== null ? await heldQuantity(trx, existing.id, variantId) : 0;
    const wanted = add ? held + quantity : quantity;
    if (existing && !add && wanted === 0 && variantId !== null) {
      await trx.deleteFrom('cart_items').where('cart_id', '=', existing.id).where('variant_id', '=', variantId).execute();
      return { result: { cart: await cartView(trx, await touchCart(trx, existing.id)), error: null }, created: false };
    }
    const problem = await stockProblem(trx, ctx.tenantId, variantId, wanted);
    if (problem) return unchanged(problem, ctx);
    const cart = existing ?? (await createCart(trx, ctx.tenantId, userId));
    await trx
      .insertInto('cart_items')
      .values({ cart_id: cart.id, variant_id: variantId!, quantity: wanted })
      .onConflict((oc) => oc.columns(['cart_id', 'variant_id']).doUpdateSet({ quantity: wanted }))
      .execute();
    return { result: { cart: await cartView(trx, await touchCart(trx, cart.id)), error: null }, created: !existing };
  });
}

async function setQuantity(ctx: GraphQLContext, token: string | null | undefined, variantIdText: string, quantity: number, add: boolean) {
  let counted = false;
  try {
    const variantId = parseId(variantIdText);
    // Outside the transaction: PGlite has one connection, a second query from inside would wait forever.
    const userId = (await ctx.currentUser())?.id ?? null;
    const holdsCart = async () =>
      Boolean(
        (token && (await findCart(ctx.db, ctx.tenantId, token))) ||
        (userId !== null && (await latestMemberCart(ctx.db, ctx.tenantId, userId))),
      );
    if (add && !(await holdsCart())) {
      if (!(await admitNewCart(ctx)).admitted) return failure('TOO_MANY_REQUESTS', ctx);
      counted = true;
    }
    const { result, created } = await changeCart(ctx, token, variantId, quantity, add, userId);
    if (counted && !created) await uncountNewCart(ctx);
    return result;
  } catch (error) {
    console.error('checkout: cart change failed', error);
    if (counted) await uncountNewCart(ctx).catch(() => undefined);
    return failure('ADD_FAILED', ctx);
  }
}

export const cartQueries: Pick<QueryResolvers, 'cart'> = {
  cart: async (_, { token }, ctx) => {
    const cart = await findCart(ctx.db, ctx.tenantId, token);
    return cart ? cartView(ctx.db, cart) : null;
  },
};

export const cartMutations: Pick<MutationResolvers, 'addToCart' | 'updateCartItem' | 'removeCartItem' | 'claimCart'> = {
  addToCart: (_, { token, variantId, quantity }, ctx) => setQuantity(ctx, token, variantId, quantity ?? 1, true),
  updateCartItem: (_, { token, variantId, quantity }, ctx) => setQuantity(ctx, token, variantId, quantity, false),
  removeCartItem: (_, { token, variantId }, ctx) => setQuantity(ctx, token, variantId, 0, false),
  claimCart: (_, { token }, ctx) => claimCart(ctx, token),
};

export const cartResolvers: CartResolvers = {
  token: (c) => c.token,
  expiresAt: (c) => new Date(c.expires_at).toISOString(),
  totalItems: (c) => totalItemsOf(c.lines),
  subtotal: (c, _, ctx) => money(subtotalOf(c.lines), ctx.locale),
  items: (c, _, ctx) =>
    c.lines.map((line) => ({
      variantId: String(line.variant_id),
      productId: String(line.product_id),
      slug: line.slug,
      sku: line.sku,
      name: pickRequired(line.name, ctx.locale),
      label: ctx.locale === 'el' ? line.label_el : line.label_en,
      quantity: line.quantity,
      unitPrice: money(line.unit_cents, ctx.locale),
      total: money(line.unit_cents * line.quantity, ctx.locale),
      available: line.backorderable ? null : line.on_hand,
    })),
};
