import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { GraphQLContext } from '../../../server/graphql-context.js';
import { notAuthenticated } from '../../../lib/errors.js';
import { cartView, findCart, touchCart } from './cart-store.js';

type Trx = Transaction<Database>;

/** The member's cart: the live one changed last (two devices adding at once may each have started one). */
export function latestMemberCart(db: Kysely<Database>, tenantId: string, userId: number) {
  return db
    .selectFrom('carts')
    .select(['id', 'token', 'expires_at', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The larger quantity wins, not the sum: a shopper who put the same refurbished Mac in the cart on the phone and
 * again on the laptop wants one Mac. Every quantity was valid when added, so the larger is within the line limit.
 */
async function mergeInto(trx: Trx, targetId: number, sourceId: number): Promise<void> {
  await trx
    .insertInto('cart_items')
    .columns(['cart_id', 'variant_id', 'quantity', 'added_at'])
    .expression((eb) =>
      eb
        .selectFrom('cart_items')
        .select([sql.lit(targetId).as('cart_id'), 'variant_id', 'quantity', 'added_at'])
        .where('cart_id', '=', sourceId),
    )
    .onConflict((oc) =>
      oc.columns(['cart_id', 'variant_id']).doUpdateSet({ quantity: sql`greatest(cart_items.quantity, excluded.quantity)` }),
    )
    .execute();
  await trx.deleteFrom('carts').where('id', '=', sourceId).execute();
}

/** `claimCart`: the cart of `token` (a guest's, or the member's own from another device) joins the member's cart. */
export async function claimCart(ctx: GraphQLContext, token: string | null | undefined) {
  // Outside the transaction: PGlite has one connection, a second query from inside would wait forever.
  const user = await ctx.currentUser();
  if (!user) throw notAuthenticated();
  return ctx.db.transaction().execute(async (trx) => {
    // One claim at a time per member: two tabs logging in at once would otherwise each adopt a different cart.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    const own = await latestMemberCart(trx, ctx.tenantId, user.id);
    const given = token ? await findCart(trx, ctx.tenantId, token) : undefined;
    const claimable = given && (given.user_id === null || given.user_id === user.id) ? given : undefined;
    if (claimable && own && claimable.id !== own.id) await mergeInto(trx, own.id, claimable.id);
    if (claimable && !own) await trx.updateTable('carts').set({ user_id: user.id }).where('id', '=', claimable.id).execute();
    const cartId = own?.id ?? claimable?.id;
    return cartId === undefined ? null : cartView(trx, await touchCart(trx, cartId));
  });
}
