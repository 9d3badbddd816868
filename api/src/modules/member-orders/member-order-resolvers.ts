import type { OrderItemResolvers, OrderResolvers, QueryResolvers } from '../../generated/graphql.js';
import { notAuthenticated } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { pickRequired } from '../../lib/localize.js';
import { toImage } from '../../lib/image.js';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { memberOrderByNumber, memberOrderPage, MEMBER_ORDERS_MAX } from './member-order-queries.js';
import { memberOrderLoaders } from './member-order-loaders.js';
import { paymentChargeCents, paymentStateOf } from './order-payments.js';

async function member(ctx: GraphQLContext) {
  const user = await ctx.currentUser();
  if (!user) throw notAuthenticated();
  return user;
}

const clamp = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  Math.min(max, Math.max(min, Math.trunc(value ?? fallback)));

export const memberOrderQueries: Pick<QueryResolvers, 'memberOrders' | 'memberOrder'> = {
  memberOrders: async (_, { first, skip }, ctx) => {
    const user = await member(ctx);
    return memberOrderPage(ctx.db, ctx.tenantId, user.id, clamp(first, 1, MEMBER_ORDERS_MAX, 10), clamp(skip, 0, 1_000_000, 0));
  },
  memberOrder: async (_, { number }, ctx) => memberOrderByNumber(ctx.db, ctx.tenantId, (await member(ctx)).id, number),
};

/** Fields the member's order page adds to the checkout's Order (its other fields are the receipt's). */
export const orderExtraResolvers: Pick<OrderResolvers, 'shipments' | 'payments' | 'paymentCharge'> = {
  shipments: async (o, _, ctx) =>
    (await memberOrderLoaders(ctx).shipments.load(o.id)).map((s) => ({
      carrier: s.carrier,
      state: s.state,
      trackingNumber: s.tracking_number,
      trackingUrl: s.tracking_url,
      shippedAt: s.shipped_at ? new Date(s.shipped_at).toISOString() : null,
    })),
  payments: (o, _, ctx) => [
    {
      method: o.payment_method,
      state: paymentStateOf(o),
      amount: money(o.total_cents, ctx.locale),
      installments: o.installments,
    },
  ],
  paymentCharge: (o, _, ctx) => money(paymentChargeCents(o), ctx.locale),
};

export const orderItemResolvers: OrderItemResolvers = {
  productSlug: async (item, _, ctx) => {
    const product = await memberOrderLoaders(ctx).products.load(Number(item.productId));
    return product?.status === 'active' ? product.slug : null;
  },
  image: async (item, _, ctx) => toImage((await memberOrderLoaders(ctx).products.load(Number(item.productId)))?.images[0], ctx.locale),
  options: async (item, _, ctx) =>
    (await ctx.loaders.variantOptions.load(Number(item.variantId))).map((o) => ({
      name: pickRequired(o.type_name, ctx.locale),
      internalName: o.internal_name,
      label: pickRequired(o.label, ctx.locale),
      value: o.value,
    })),
};
