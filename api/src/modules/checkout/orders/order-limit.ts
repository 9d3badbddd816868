import type { Locale } from '../../../lib/localize.js';
import type { GraphQLContext } from '../../../server/graphql-context.js';
import { admit, uncount, type Admission, type Gate } from '../../accounts/throttle.js';

/**
 * Every order takes its units out of stock (a refurbished Mac is often the only one) and mails a confirmation to the
 * address it names, whether it is paid now or by bank transfer later. Without a bound, one connection could empty
 * the shop's stock with unpaid orders or flood a stranger's inbox. New orders count per buyer e-mail and per client
 * address, under the counter rows' locks so that parallel ones cannot slip past; a replayed order (same key) is not
 * a new one and is not counted, nor is an order refused before it is recorded, except for a refused card.
 */
function orderGates(ctx: GraphQLContext, email: string): Gate[] {
  const { perEmail, perAddress, windowSeconds } = ctx.config.orderLimit;
  const block = () => windowSeconds;
  return [
    { scope: 'order-email', key: email.trim().toLowerCase(), limit: perEmail, block },
    { scope: 'order-address', key: ctx.clientAddress, limit: perAddress, block },
  ];
}

export function admitOrder(ctx: GraphQLContext, email: string): Promise<Admission> {
  return admit(ctx.db, ctx.tenantId, orderGates(ctx, email), ctx.config.orderLimit.windowSeconds);
}

/** Takes back the count of an admitted order that was not recorded after all (out of stock, a double click's twin). */
export async function uncountOrder(ctx: GraphQLContext, email: string): Promise<void> {
  for (const gate of orderGates(ctx, email)) await uncount(ctx.db, ctx.tenantId, gate);
}

export const orderLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλές παραγγελίες για αυτό το e-mail ή από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα ή επικοινωνήστε μαζί μας.',
  en: 'Too many orders for this e-mail address or from your connection. Please try again later or contact us.',
};
