import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ProductRecord } from './records.js';
import { propertySeeds, warrantySeeds } from './data/properties.js';
import { sanitizeRichText } from '../lib/sanitize.js';
import { inSlices } from './in-slices.js';

interface Context {
  tenantId: string;
  brandId: number;
  taxonIds: Map<string, number>;
  optionValueIds: Map<string, number>;
}

async function insertDefinitions(db: Kysely<Database>, tenantId: string) {
  const properties = await db
    .insertInto('properties')
    .values(
      propertySeeds.map((p) => ({
        tenant_id: tenantId,
        internal_name: p.internalName,
        name: JSON.stringify(p.name),
        kind: p.kind,
        display_as: p.displayAs,
        multiple: p.multiple ?? false,
      })),
    )
    .returning(['id', 'internal_name'])
    .execute();
  const warranties = await db
    .insertInto('warranties')
    .values(
      warrantySeeds.map((w) => ({
        tenant_id: tenantId,
        internal_name: w.internalName,
        name: JSON.stringify(w.name),
        description: JSON.stringify(w.description),
        duration_months: w.months,
      })),
    )
    .returning(['id', 'internal_name'])
    .execute();
  return {
    propertyIds: new Map(properties.map((p) => [p.internal_name, p.id])),
    warrantyIds: new Map(warranties.map((w) => [w.internal_name, w.id])),
  };
}

const clean = (value: { el?: string | null; en?: string | null }) =>
  JSON.stringify({ el: sanitizeRichText(value.el ?? ''), en: sanitizeRichText(value.en ?? '') });

/** Inserts products with their variants, taxons, properties, warranties and related products; returns slug → id. */
export async function insertProducts(db: Kysely<Database>, ctx: Context, products: ProductRecord[]) {
  const { propertyIds, warrantyIds } = await insertDefinitions(db, ctx.tenantId);
  const rows = await inSlices(products, (slice) =>
    db
      .insertInto('products')
      .values(
        slice.map((p) => ({
          tenant_id: ctx.tenantId,
          slug: p.slug,
          sku: p.sku,
          name: JSON.stringify(p.name),
          excerpt: JSON.stringify(p.excerpt),
          description: clean(p.description),
          status: p.status,
          brand_id: ctx.brandId,
          images: JSON.stringify(p.images),
          created_at: p.createdAt,
        })),
      )
      .returning(['id', 'slug'])
      .execute(),
  );
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const idOf = (p: ProductRecord) => ids.get(p.slug)!;

  await inSlices(
    products.flatMap((p) => p.taxons.map((slug, position) => ({ product_id: idOf(p), taxon_id: ctx.taxonIds.get(slug)!, position }))),
    (slice) => db.insertInto('product_taxons').values(slice).execute(),
  );

  const variantRows = await inSlices(
    products.flatMap((p) =>
      p.variants.map((v, position) => ({
        product_id: idOf(p),
        sku: v.sku,
        is_master: v.isMaster,
        price_cents: v.priceCents,
        sale_price_cents: v.salePriceCents,
        total_on_hand: v.onHand,
        backorderable: v.backorderable,
        position,
      })),
    ),
    (slice) => db.insertInto('variants').values(slice).returning(['id', 'sku']).execute(),
  );
  const variantIds = new Map(variantRows.map((r) => [r.sku, r.id]));
  const links = products.flatMap((p) =>
    p.variants.flatMap((v) =>
      v.options.map((o) => ({
        variant_id: variantIds.get(v.sku)!,
        option_value_id: ctx.optionValueIds.get(`${o.type}:${o.value}`)!,
      })),
    ),
  );
  await inSlices(links, (slice) => db.insertInto('variant_option_values').values(slice).execute());

  await inSlices(
    products.flatMap((p) =>
      p.properties.map((prop, position) => ({
        product_id: idOf(p),
        property_id: propertyIds.get(prop.internalName)!,
        value: JSON.stringify(prop.value),
        position,
      })),
    ),
    (slice) => db.insertInto('product_properties').values(slice).execute(),
  );
  await inSlices(
    products.flatMap((p) => p.warranties.map((w) => ({ product_id: idOf(p), warranty_id: warrantyIds.get(w)! }))),
    (slice) => db.insertInto('product_warranties').values(slice).execute(),
  );

  const related = products.flatMap((p) =>
    products
      .filter((other) => other !== p && (other.family === p.family || other.taxons[0] === p.taxons[0]))
      .sort((a, b) => Number(b.family === p.family) - Number(a.family === p.family))
      .slice(0, 6)
      .map((other, position) => ({ product_id: idOf(p), related_id: idOf(other), position })),
  );
  await inSlices(related, (slice) => db.insertInto('related_products').values(slice).execute());
  return ids;
}
