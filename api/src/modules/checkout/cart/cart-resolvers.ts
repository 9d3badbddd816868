import type { CartResolvers, MutationResolvers, QueryResolvers, ResolversTypes } from '../../../generated/graphql.js';

type CartResult = ResolversTypes['CartResult'];
import type { GraphQLContext } from '../../../server/graphql-context.js';
import { money } from '../../../lib/money.js';
import { pickRequired } from '../../../lib/localize.js';
import { checkoutText } from '../checkout-texts.js';
import { cartView, createCart, findCart, touchCart } from './cart-store.js';
import { parseId, stockProblem, type CartErrorCode } from './cart-rules.js';
import { subtotalOf, totalItemsOf } from './cart-view.js';

const failure = (code: CartErrorCode, ctx: GraphQLContext): CartResult => ({
  cart: null,
  error: { code, message: checkoutText(code, ctx.locale) },
});

async function setQuantity(ctx: GraphQLContext, token: string | null | undefined, variantIdText: string, quantity: number, add: boolean) {
  try {
    const variantId = parseId(variantIdText);
    // Outside the transaction: PGlite has one connection, a second query from inside would wait forever.
    const userId = (await ctx.currentUser())?.id ?? null;
    return await ctx.db.transaction().execute(async (trx) => {
      let cart = token ? await findCart(trx, ctx.tenantId, token) : undefined;
      if (!cart && !add) return failure('NOT_ADDED', ctx);
      cart ??= await createCart(trx, ctx.tenantId, userId);
      const held =
        variantId === null
          ? undefined
          : await trx
              .selectFrom('cart_items')
              .select('quantity')
              .where('cart_id', '=', cart.id)
              .where('variant_id', '=', variantId)
              .executeTakeFirst();
      const wanted = add ? (held?.quantity ?? 0) + quantity : quantity;
      if (!add && wanted === 0 && variantId !== null) {
        await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).where('variant_id', '=', variantId).execute();
      } else {
        const problem = await stockProblem(trx, ctx.tenantId, variantId, wanted);
        if (problem) return failure(problem, ctx);
        await trx
          .insertInto('cart_items')
          .values({ cart_id: cart.id, variant_id: variantId!, quantity: wanted })
          .onConflict((oc) => oc.columns(['cart_id', 'variant_id']).doUpdateSet({ quantity: wanted }))
          .execute();
      }
      return { cart: await cartView(trx, await touchCart(trx, cart.id)), error: null };
    });
  } catch (error) {
    console.error('checkout: cart change failed', error);
    return failure('ADD_FAILED', ctx);
  }
}

export const cartQueries: Pick<QueryResolvers, 'cart'> = {
  cart: async (_, { token }, ctx) => {
    const cart = await findCart(ctx.db, ctx.tenantId, token);
    return cart ? cartView(ctx.db, cart) : null;
  },
};

export const cartMutations: Pick<MutationResolvers, 'addToCart' | 'updateCartItem' | 'removeCartItem'> = {
  addToCart: (_, { token, variantId, quantity }, ctx) => setQuantity(ctx, token, variantId, quantity ?? 1, true),
  updateCartItem: (_, { token, variantId, quantity }, ctx) => setQuantity(ctx, token, variantId, quantity, false),
  removeCartItem: (_, { token, variantId }, ctx) => setQuantity(ctx, token, variantId, 0, false),
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
