import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductOrder } from '../../generated/graphql.js';
import type { Locale } from '../../lib/localize.js';

/** Applies a storefront order; every order ends with the id so that pages are stable. */
export function orderProducts<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  order: ProductOrder | null | undefined,
  locale: Locale,
): SelectQueryBuilder<Database, 'products', O> {
  switch (order) {
    case 'PRICE_ASC':
      return query.orderBy('products.sale_price_cents', 'asc').orderBy('products.id');
    case 'PRICE_DESC':
      return query.orderBy('products.sale_price_cents', 'desc').orderBy('products.id');
    case 'NAME_ASC':
      return query.orderBy(sql`coalesce(products.name->>${locale}, products.name->>'en')`, 'asc').orderBy('products.id');
    case 'NAME_DESC':
      return query.orderBy(sql`coalesce(products.name->>${locale}, products.name->>'en')`, 'desc').orderBy('products.id');
    case 'DISCOUNT_DESC':
      return query
        .orderBy(sql`(products.price_cents - products.sale_price_cents)::float / greatest(products.price_cents, 1)`, 'desc')
        .orderBy('products.id');
    default:
      return query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  }
}
