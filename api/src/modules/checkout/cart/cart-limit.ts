import type { GraphQLContext } from '../../../server/graphql-context.js';
import { admit, uncount, type Admission, type Gate } from '../../accounts/throttle.js';

/**
 * A cart is created by a first `addToCart` without a token and kept 14 days, so without a bound one connection could
 * fill the database with carts at the API's pace. New carts count per client address, under the counter row's lock;
 * the default (60 an hour) is far above what the shoppers behind one address (an office, a carrier's shared address)
 * start, as a cart is only started once per shopper. An add that creates no cart after all is taken back.
 */
function cartGate(ctx: GraphQLContext): Gate {
  const { perAddress, windowSeconds } = ctx.config.cartLimit;
  return { scope: 'cart-address', key: ctx.clientAddress, limit: perAddress, block: () => windowSeconds };
}

export function admitNewCart(ctx: GraphQLContext): Promise<Admission> {
  return admit(ctx.db, ctx.tenantId, [cartGate(ctx)], ctx.config.cartLimit.windowSeconds);
}

export function uncountNewCart(ctx: GraphQLContext): Promise<void> {
  return uncount(ctx.db, ctx.tenantId, cartGate(ctx));
}
