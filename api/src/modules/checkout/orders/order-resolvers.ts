import type { OrderResolvers, QueryResolvers } from '../../../generated/graphql.js';
import { money } from '../../../lib/money.js';
import { pickRequired } from '../../../lib/localize.js';
import { orderByPublicId } from './order-queries.js';
import { outcomeOf } from './order-row.js';
import { orderMethodResolvers } from './order-method-details.js';

export const orderQueries: Pick<QueryResolvers, 'order'> = {
  order: (_, { id }, ctx) => orderByPublicId(ctx.db, ctx.tenantId, id),
};

export const orderResolvers: OrderResolvers = {
  id: (o) => o.public_id,
  number: (o) => o.number,
  state: (o) => o.state,
  outcome: (o) => outcomeOf(o.state),
  createdAt: (o) => new Date(o.created_at).toISOString(),
  email: (o) => o.email,
  items: (o, _, ctx) =>
    o.items.map((item) => ({
      variantId: String(item.variant_id),
      productId: String(item.product_id),
      sku: item.sku,
      name: pickRequired(item.name, ctx.locale),
      label: item.label,
      quantity: item.quantity,
      price: money(item.unit_cents, ctx.locale),
      total: money(item.unit_cents * item.quantity, ctx.locale),
    })),
  billing: (o) => o.billing,
  shipping: (o) => o.shipping,
  invoice: (o) => o.invoice,
  notes: (o) => o.notes,
  shippingMethod: (o) => o.shipping_method,
  paymentMethod: (o) => o.payment_method,
  installments: (o) => o.installments,
  subtotal: (o, _, ctx) => money(o.subtotal_cents, ctx.locale),
  shipmentTotal: (o, _, ctx) => money(o.shipment_cents, ctx.locale),
  taxTotal: (o, _, ctx) => money(o.tax_cents, ctx.locale),
  total: (o, _, ctx) => money(o.total_cents, ctx.locale),
  currency: () => 'EUR',
  ...orderMethodResolvers,
};
