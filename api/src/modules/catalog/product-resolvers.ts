import type { ProductResolvers } from '../../generated/graphql.js';
import type { ImageData } from '../../db/types.js';
import { pick, pickRequired } from '../../lib/localize.js';
import { discountRate, money } from '../../lib/money.js';
import { toImage } from '../../lib/image.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { paging } from '../../lib/paging.js';
import { availabilityOf, purchasable, statusOf } from './variant-row.js';
import { optionsOf } from './product-options.js';
import type { CatalogLoaders } from './loaders.js';
import type { ProductRow } from './product-row.js';
import type { ProductTexts } from './product-parts.js';

/** The configurations a shopper chooses from: the option variants, or the master alone when there are none. */
async function offeredVariants(productId: number, loaders: CatalogLoaders) {
  const variants = await loaders.variants.load(productId);
  const options = variants.filter((v) => !v.is_master);
  return options.length ? options : variants;
}

/** The product's excerpt and description: on its row, or loaded for a card read without them (productJson). */
const textsOf = async (p: ProductRow, loaders: CatalogLoaders): Promise<ProductTexts> =>
  p.excerpt !== undefined && p.description !== undefined ? { excerpt: p.excerpt, description: p.description } : loaders.texts.load(p.id);

const firstOf = <T extends { taxonomy: string }>(taxons: T[], taxonomy: string) =>
  taxons.find((taxon) => taxon.taxonomy === taxonomy) ?? null;

export const productResolvers: ProductResolvers = {
  id: (p) => String(p.id),
  name: (p, _, ctx) => pickRequired(p.name, ctx.locale),
  excerpt: async (p, _, ctx) => pick((await textsOf(p, ctx.loaders)).excerpt, ctx.locale),
  description: async (p, _, ctx) => {
    const html = pick((await textsOf(p, ctx.loaders)).description, ctx.locale);
    return html === null ? null : sanitizeRichText(html);
  },
  status: (p) => statusOf(p.status),
  availability: (p) => availabilityOf(p.total_on_hand, p.backorderable),
  variantsCount: (p) => p.variants_count,
  totalOnHand: (p) => p.total_on_hand,
  backorderable: (p) => p.backorderable,
  orderable: (p) => p.status === 'active' && (p.total_on_hand > 0 || p.backorderable),
  onSale: (p) => p.sale_price_cents < p.price_cents,
  discount: (p) => discountRate(p.price_cents, p.sale_price_cents),
  price: (p, _, ctx) => money(p.price_cents, ctx.locale),
  salePrice: (p, _, ctx) => money(p.sale_price_cents, ctx.locale),
  createdAt: (p) => new Date(p.created_at).toISOString(),
  master: async (p, _, ctx) => {
    const variants = await ctx.loaders.variants.load(p.id);
    const master = variants.find((v) => v.is_master) ?? variants[0];
    return { id: String(master?.id ?? p.id) };
  },
  image: (p, _, ctx) => toImage(p.images ? p.images[0] : p.image, ctx.locale),
  images: async (p, _, ctx) => (p.images ?? (await ctx.loaders.images.load(p.id))).map((image) => toImage(image, ctx.locale)!),
  category: async (p, _, ctx) => firstOf(await ctx.loaders.taxons.load(p.id), 'CATEGORY'),
  condition: async (p, _, ctx) => firstOf(await ctx.loaders.taxons.load(p.id), 'CONDITION'),
  grade: async (p, _, ctx) => firstOf(await ctx.loaders.taxons.load(p.id), 'APPEARANCE'),
  brand: async (p, _, ctx) => {
    if (p.brand_id === null) return null;
    const brand = await ctx.loaders.brand.load(p.id);
    return brand ? { name: brand.name, image: toImage(brand.image as ImageData, ctx.locale) } : null;
  },
  options: async (p, _, ctx) => {
    const variants = (await ctx.loaders.variants.load(p.id)).filter((v) => !v.is_master);
    const rows = (await ctx.loaders.variantOptions.loadMany(variants.map((v) => v.id))).flatMap((r) => (r instanceof Error ? [] : r));
    return optionsOf(rows, ctx.locale);
  },
  properties: async (p, _, ctx) =>
    (await ctx.loaders.properties.load(p.id)).map((row) => ({
      id: String(row.id),
      name: pickRequired(row.name, ctx.locale),
      internalName: row.internal_name,
      value: pickRequired(row.value, ctx.locale),
      multiple: row.multiple,
      displayAs: row.display_as,
    })),
  related: async (p, { first }, ctx) => (await ctx.loaders.related.load(p.id)).slice(0, paging(first, 0, 12).limit),
  warranties: async (p, _, ctx) =>
    (await ctx.loaders.warranties.load(p.id)).map((row) => ({
      name: pickRequired(row.name, ctx.locale),
      internalName: row.internal_name,
      description: pick(row.description, ctx.locale),
      duration: row.duration_months,
    })),
  variants: (p, _, ctx) => offeredVariants(p.id, ctx.loaders),
  defaultVariant: async (p, _, ctx) => {
    const variants = await offeredVariants(p.id, ctx.loaders);
    return variants.find(purchasable) ?? variants[0] ?? null;
  },
};
