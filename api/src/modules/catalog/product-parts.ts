import { sql, type RawBuilder } from 'kysely';
import type { ImageData, Localized } from '../../db/types.js';
import type { TaxonRow } from '../taxons/taxon-row.js';
import { detailColumns, type BrandRow, type PropertyRow, type WarrantyRow } from './product-details.js';
import { productColumns, type ProductRow } from './product-row.js';
import type { VariantRow } from './variant-row.js';

/**
 * What a product page reads besides the product's own row; a listing card needs only its taxons. `texts` (excerpt
 * and description) and `images` (the gallery) are part of a product's own row, but not of a card read as JSON
 * (productJson).
 */
export type ProductPart = 'taxons' | 'properties' | 'warranties' | 'brand' | 'variants' | 'related' | 'texts' | 'images';

/** The parts a product's own row carries (productColumns), which a card read as JSON leaves out. */
export const ownRowParts: readonly ProductPart[] = ['texts', 'images'];

export interface VariantOptionRow {
  internal_name: string;
  type_name: Localized;
  kind: string;
  value: string;
  label: Localized;
  type_position: number;
  value_position: number;
}

export type VariantWithOptions = VariantRow & { options: VariantOptionRow[] };

export type ProductTexts = Required<Pick<ProductRow, 'excerpt' | 'description'>>;

export interface ProductParts {
  texts?: ProductTexts;
  images?: ImageData[];
  taxons?: TaxonRow[];
  properties?: PropertyRow[];
  warranties?: WarrantyRow[];
  brand?: BrandRow | null;
  variants?: VariantWithOptions[];
  related?: ProductRow[];
}

/** One option value of a variant `vov.variant_id` as a VariantOptionRow (join option_values ov, option_types ot). */
export const variantOptionObject = sql`jsonb_build_object('internal_name', ot.internal_name, 'type_name', ot.name,
  'kind', ot.kind, 'value', ov.value, 'label', ov.label, 'type_position', ot.position, 'value_position', ov.position)`;

const variants = sql`(select coalesce(jsonb_agg(to_jsonb(v) || jsonb_build_object('options', coalesce((
    select jsonb_agg(${variantOptionObject} order by ot.position)
    from variant_option_values vov join option_values ov on ov.id = vov.option_value_id
    join option_types ot on ot.id = ov.option_type_id where vov.variant_id = v.id), '[]')) order by v.position), '[]')
  from variants v where v.product_id = products.id)`;

const ownRowColumns: readonly string[] = ['products.excerpt', 'products.description', 'products.images'];
const cardColumns = productColumns.filter((column) => !ownRowColumns.includes(column));

/**
 * A product row of `alias` as JSON, with the columns of productColumns (product-row.ts) except its texts and its
 * gallery (the `texts` and `images` parts, for the rare card that shows them) but with its first image, the one a card
 * shows (`image`, null for none); read it with readProduct.
 */
export const productJson = (alias: string) => {
  const column = (name: string) => sql`${sql.lit(name)}, ${sql.ref(`${alias}.${name}`)}`;
  const columns = cardColumns.map((qualified) => column(qualified.slice('products.'.length)));
  return sql`jsonb_build_object(${sql.join([...columns, sql`'image', ${sql.ref(`${alias}.images`)} -> 0`])})`;
};

type ProductJson = Omit<ProductRow, 'created_at' | 'excerpt' | 'description' | 'images'> & { created_at: string };

/** A product read as JSON (productJson): its timestamp as the Date a row has. */
export const readProduct = (product: ProductJson): ProductRow => ({ ...product, created_at: new Date(product.created_at) });

// Each active related product in its position.
const related = sql`(select coalesce(jsonb_agg(${productJson('r')} order by rp.position), '[]')
  from related_products rp join products r on r.id = rp.related_id where rp.product_id = products.id and r.status = 'active')`;

const texts = sql`jsonb_build_object('excerpt', products.excerpt, 'description', products.description)`;
const images = sql`products.images`;

const columnOf: Record<ProductPart, RawBuilder<unknown>> = { ...detailColumns, variants, related, texts, images };

/** The parts as columns of a query over `products`, each one JSON value per product, named after the part. */
export const partColumns = (parts: readonly ProductPart[]) => parts.map((part) => columnOf[part].as(part));

/** The parts as one JSON object of a query over `products` (`{}` for none), keyed by part. */
export const partsObject = (parts: readonly ProductPart[]) =>
  parts.length ? sql`jsonb_build_object(${sql.join(parts.map((part) => sql`${sql.lit(part)}, ${columnOf[part]}`))})` : sql`'{}'::jsonb`;

/** The parts of a row selected with partColumns, typed as the loaders hand them out. */
export function readParts(row: Partial<Record<ProductPart, unknown>>, parts: readonly ProductPart[]): ProductParts {
  const read: Record<string, unknown> = {};
  for (const part of parts) read[part] = row[part];
  if (read.related) read.related = (read.related as ProductJson[]).map(readProduct);
  return read as ProductParts;
}
