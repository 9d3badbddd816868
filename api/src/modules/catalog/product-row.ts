import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/types.js';

export type ProductRow = Pick<
  Selectable<ProductsTable>,
  | 'id'
  | 'slug'
  | 'sku'
  | 'name'
  | 'excerpt'
  | 'description'
  | 'status'
  | 'brand_id'
  | 'images'
  | 'price_cents'
  | 'sale_price_cents'
  | 'total_on_hand'
  | 'backorderable'
  | 'variants_count'
  | 'created_at'
>;

/** Columns every product query selects (qualified, for joins). */
export const productColumns = [
  'products.id',
  'products.slug',
  'products.sku',
  'products.name',
  'products.excerpt',
  'products.description',
  'products.status',
  'products.brand_id',
  'products.images',
  'products.price_cents',
  'products.sale_price_cents',
  'products.total_on_hand',
  'products.backorderable',
  'products.variants_count',
  'products.created_at',
] as const;
