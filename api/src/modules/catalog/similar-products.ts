import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SimilarField } from '../../generated/graphql.js';
import { productColumns, type ProductRow } from './product-row.js';
import { productFilter } from './product-where.js';

/** Active products sharing the chosen taxonomies (or brand) with the product, nearest in price first. */
export async function similarProducts(
  db: Kysely<Database>,
  tenantId: string,
  product: ProductRow,
  fields: readonly SimilarField[],
  limit: number,
): Promise<ProductRow[]> {
  const taxonomies = fields.flatMap((field) =>
    field === 'CATEGORY' ? ['CATEGORY'] : field === 'CONDITION' ? ['CONDITION'] : field === 'GRADE' ? ['APPEARANCE'] : [],
  );
  let query = db
    .selectFrom('products')
    .select(productColumns)
    .where((eb) => productFilter(eb, tenantId, null))
    .where('products.id', '<>', product.id);
  for (const taxonomy of taxonomies) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_taxons as mine')
          .innerJoin('taxons as t', 't.id', 'mine.taxon_id')
          .innerJoin('product_taxons as theirs', 'theirs.taxon_id', 'mine.taxon_id')
          .select(sql`1`.as('one'))
          .where('mine.product_id', '=', product.id)
          .where('t.taxonomy', '=', taxonomy as 'CATEGORY')
          .whereRef('theirs.product_id', '=', 'products.id'),
      ),
    );
  }
  if (fields.includes('BRAND') && product.brand_id !== null) query = query.where('products.brand_id', '=', product.brand_id);
  if (fields.includes('PRICE')) {
    query = query
      .where('products.sale_price_cents', '>=', Math.floor(product.sale_price_cents * 0.7))
      .where('products.sale_price_cents', '<=', Math.ceil(product.sale_price_cents * 1.3));
  }
  return query
    .orderBy(sql`abs(products.sale_price_cents - ${product.sale_price_cents})`)
    .orderBy('products.id')
    .limit(limit)
    .execute();
}
