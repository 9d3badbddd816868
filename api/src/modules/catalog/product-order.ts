import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductOrder } from '../../generated/graphql.js';
import type { Locale } from '../../lib/localize.js';

export type Ordering = readonly [expression: RawBuilder<unknown>, direction: 'asc' | 'desc'];

/** A storefront order as a list of sort keys; every order ends with the id so that pages are stable. */
export function productOrderings(order: ProductOrder | null | undefined, locale: Locale): Ordering[] {
  const name = sql`coalesce(products.name->>${locale}, products.name->>'en')`;
  switch (order) {
    case 'PRICE_ASC':
      return [
        [sql`products.sale_price_cents`, 'asc'],
        [sql`products.id`, 'asc'],
      ];
    case 'PRICE_DESC':
      return [
        [sql`products.sale_price_cents`, 'desc'],
        [sql`products.id`, 'asc'],
      ];
    case 'NAME_ASC':
      return [
        [name, 'asc'],
        [sql`products.id`, 'asc'],
      ];
    case 'NAME_DESC':
      return [
        [name, 'desc'],
        [sql`products.id`, 'asc'],
      ];
    case 'DISCOUNT_DESC':
      return [
        [sql`(products.price_cents - products.sale_price_cents)::float / greatest(products.price_cents, 1)`, 'desc'],
        [sql`products.id`, 'asc'],
      ];
    default:
      return [
        [sql`products.created_at`, 'desc'],
        [sql`products.id`, 'desc'],
      ];
  }
}

/** The orderings as the body of an `order by` (in a query or a window). */
export const orderByList = (orderings: readonly Ordering[]) =>
  sql.join(orderings.map(([expression, direction]) => sql`${expression} ${sql.raw(direction)}`));

/** Applies a storefront order to a products query. */
export function orderProducts<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  order: ProductOrder | null | undefined,
  locale: Locale,
): SelectQueryBuilder<Database, 'products', O> {
  return productOrderings(order, locale).reduce((ordered, [expression, direction]) => ordered.orderBy(expression, direction), query);
}
