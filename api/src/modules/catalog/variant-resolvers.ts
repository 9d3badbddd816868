import type { VariantResolvers } from '../../generated/graphql.js';
import { pickRequired } from '../../lib/localize.js';
import { discountRate, money } from '../../lib/money.js';
import { availabilityOf, purchasable, statusOf, type VariantRow } from './variant-row.js';

const salePrice = (v: VariantRow) => v.sale_price_cents ?? v.price_cents;

export const variantResolvers: VariantResolvers = {
  id: (v) => String(v.id),
  name: async (v, _, ctx) => {
    const options = await ctx.loaders.variantOptions.load(v.id);
    return options.length ? options.map((o) => pickRequired(o.label, ctx.locale)).join(' / ') : v.sku;
  },
  label: async (v, _, ctx) => (await ctx.loaders.variantOptions.load(v.id)).map((o) => pickRequired(o.label, ctx.locale)).join(' / '),
  isMaster: (v) => v.is_master,
  onSale: (v) => salePrice(v) < v.price_cents,
  totalOnHand: (v) => v.total_on_hand,
  backorderable: (v) => v.backorderable,
  inStock: (v) => v.total_on_hand > 0,
  purchasable,
  orderable: purchasable,
  status: (v) => statusOf(v.status),
  availability: (v) => availabilityOf(v.total_on_hand, v.backorderable),
  discount: (v) => discountRate(v.price_cents, salePrice(v)),
  price: (v, _, ctx) => money(v.price_cents, ctx.locale),
  salePrice: (v, _, ctx) => money(salePrice(v), ctx.locale),
  options: async (v, _, ctx) =>
    (await ctx.loaders.variantOptions.load(v.id)).map((o) => ({
      name: pickRequired(o.type_name, ctx.locale),
      internalName: o.internal_name,
      label: pickRequired(o.label, ctx.locale),
      value: o.value,
    })),
};
