import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { VariantRow } from './variant-row.js';
import {
  partColumns,
  readParts,
  variantOptionObject,
  type ProductPart,
  type ProductParts,
  type VariantOptionRow,
} from './product-parts.js';

export type { VariantOptionRow } from './product-parts.js';

type PartKey = `${ProductPart}:${number}`;

/**
 * Request-scoped batch loaders. What resolvers ask of a product in one tick (taxons, properties, warranties, brand,
 * variants with their options, related products), for one product or a page of them, is read in ONE statement.
 * A product page and a search's page come with their parts already (primeParts), so they need none; a card's texts
 * and gallery (productJson leaves them out) cost a statement when asked of cards the look-ahead did not see.
 */
export function createCatalogLoaders(db: Kysely<Database>) {
  // Variants met without their product (an order's lines); a product's variants come with their options.
  const variantOptions = new DataLoader<number, VariantOptionRow[]>(async (ids) => {
    const { rows } = await sql<{ id: number; options: VariantOptionRow[] }>`
      select vov.variant_id as id, jsonb_agg(${variantOptionObject} order by ot.position) as options
      from variant_option_values vov join option_values ov on ov.id = vov.option_value_id
      join option_types ot on ot.id = ov.option_type_id where vov.variant_id in (${sql.join([...ids])}) group by vov.variant_id`.execute(
      db,
    );
    return ids.map((id) => rows.find((row) => row.id === id)?.options ?? []);
  });
  const primeVariants = (variants: ProductParts['variants']) => {
    for (const variant of variants ?? []) variantOptions.prime(variant.id, variant.options);
  };

  async function partsOf(ids: readonly number[], parts: readonly ProductPart[]): Promise<ProductParts[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('products')
      .select(['products.id', ...partColumns(parts)])
      .where('products.id', 'in', [...ids])
      .execute();
    return ids.map((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? readParts(row as Partial<Record<ProductPart, unknown>>, parts) : {};
    });
  }

  const parts = new DataLoader<PartKey, ProductParts>(async (keys) => {
    const wanted = new Map<number, Set<ProductPart>>();
    for (const key of keys) {
      const [part, id] = key.split(':') as [ProductPart, string];
      const set = wanted.get(Number(id)) ?? new Set();
      wanted.set(Number(id), set.add(part));
    }
    // One statement: every product in the batch gets every part asked of any of them (a page asks the same of all).
    const union = [...new Set([...wanted.values()].flatMap((set) => [...set]))];
    const ids = [...wanted.keys()];
    const loaded = await partsOf(ids, union);
    for (const found of loaded) primeVariants(found.variants);
    return keys.map((key) => loaded[ids.indexOf(Number(key.split(':')[1]))] ?? {});
  });
  const part = async <P extends ProductPart>(name: P, id: number) => (await parts.load(`${name}:${id}`))[name];

  return {
    variantOptions,
    variants: { load: async (id: number): Promise<VariantRow[]> => (await part('variants', id)) ?? [] },
    taxons: { load: async (id: number) => (await part('taxons', id)) ?? [] },
    properties: { load: async (id: number) => (await part('properties', id)) ?? [] },
    warranties: { load: async (id: number) => (await part('warranties', id)) ?? [] },
    brand: { load: async (id: number) => (await part('brand', id)) ?? null },
    related: { load: async (id: number) => (await part('related', id)) ?? [] },
    texts: { load: async (id: number) => (await part('texts', id)) ?? { excerpt: null, description: null } },
    images: { load: async (id: number) => (await part('images', id)) ?? [] },
    /** Parts read with the product (the `product` query, a search's page), so that its resolvers need no statement. */
    primeParts(id: number, read: ProductParts) {
      primeVariants(read.variants);
      for (const part of Object.keys(read) as ProductPart[]) parts.prime(`${part}:${id}`, read);
    },
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
