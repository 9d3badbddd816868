import type { Selectable } from 'kysely';
import type { ImageData, ProductsTable } from '../../db/types.js';

type FullProductRow = Pick<
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

/** What a card read as JSON leaves out: what cards do not show. */
type CardOmits = 'excerpt' | 'description' | 'images';

/**
 * A product as its resolvers receive it. A card read as JSON (productJson: a search's page, related products) comes
 * without its texts (excerpt, description) and with only its first image (`image`) instead of its gallery (`images`):
 * cards show no more; the resolvers load the rest when asked.
 */
export type ProductRow = Omit<FullProductRow, CardOmits> & Partial<Pick<FullProductRow, CardOmits>> & { image?: ImageData | null };

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
