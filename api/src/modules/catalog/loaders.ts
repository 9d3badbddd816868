import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import type { VariantRow } from './variant-row.js';
import { productColumns, type ProductRow } from './product-row.js';
import { loadProductDetails, type ProductDetails } from './product-details.js';

export interface VariantOptionRow {
  internal_name: string;
  type_name: Localized;
  kind: string;
  value: string;
  label: Localized;
  type_position: number;
  value_position: number;
}

type VariantWithOptions = VariantRow & { options: VariantOptionRow[] };

const group = <T, K>(rows: T[], keys: readonly K[], keyOf: (row: T) => K): T[][] => {
  const map = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((key) => map.get(key) ?? []);
};

/**
 * Request-scoped batch loaders. A product page costs four queries whatever it asks for: the product, its details
 * (taxons, properties, warranties, brand), its variants with their options, and its related products.
 */
export function createCatalogLoaders(db: Kysely<Database>) {
  const variantOptions = new DataLoader<number, VariantOptionRow[]>(async (ids) => {
    const rows = await variantsWithOptions(db, sql`v.id in (${sql.join([...ids])})`);
    return ids.map((id) => rows.find((row) => row.id === id)?.options ?? []);
  });
  const variants = new DataLoader<number, VariantRow[]>(async (ids) => {
    const rows = await variantsWithOptions(db, sql`v.product_id in (${sql.join([...ids])})`);
    for (const row of rows) variantOptions.prime(row.id, row.options);
    return group(rows, ids, (row) => row.product_id);
  });
  const details = new DataLoader<number, ProductDetails | undefined>(async (ids) => {
    const rows = await loadProductDetails(db, ids);
    return ids.map((id) => rows.find((row) => row.product_id === id));
  });
  return {
    variants,
    variantOptions,
    taxons: { load: async (id: number) => (await details.load(id))?.taxons ?? [] },
    properties: { load: async (id: number) => (await details.load(id))?.properties ?? [] },
    warranties: { load: async (id: number) => (await details.load(id))?.warranties ?? [] },
    brand: { load: async (id: number) => (await details.load(id))?.brand ?? null },
    related: new DataLoader<number, (ProductRow & { owner_id: number })[]>(async (ids) => {
      const rows = await db
        .selectFrom('related_products as rp')
        .innerJoin('products', 'products.id', 'rp.related_id')
        .select([...productColumns, 'rp.product_id as owner_id'])
        .where('rp.product_id', 'in', [...ids])
        .where('products.status', '=', 'active')
        .orderBy('rp.position')
        .execute();
      return group(rows, ids, (row) => row.owner_id);
    }),
  };
}

async function variantsWithOptions(db: Kysely<Database>, condition: ReturnType<typeof sql>): Promise<VariantWithOptions[]> {
  const result = await sql<VariantWithOptions>`
    select v.*, coalesce((
      select jsonb_agg(jsonb_build_object('internal_name', ot.internal_name, 'type_name', ot.name, 'kind', ot.kind,
        'value', ov.value, 'label', ov.label, 'type_position', ot.position, 'value_position', ov.position) order by ot.position)
      from variant_option_values vov join option_values ov on ov.id = vov.option_value_id
      join option_types ot on ot.id = ov.option_type_id where vov.variant_id = v.id), '[]') as options
    from variants v where ${condition} order by v.product_id, v.position`.execute(db);
  return result.rows;
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
