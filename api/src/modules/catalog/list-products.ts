import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductOrder, ProductWhere } from '../../generated/graphql.js';
import type { Locale } from '../../lib/localize.js';
import { productColumns, type ProductRow } from './product-row.js';
import { productFilter } from './product-where.js';
import { orderProducts } from './product-order.js';

export interface ListArgs {
  where?: ProductWhere | null;
  order?: ProductOrder | null;
  limit: number;
  offset: number;
}

/** A page of active products plus the total count of the whole filtered result. */
export async function listProducts(db: Kysely<Database>, tenantId: string, locale: Locale, args: ListArgs) {
  const base = db.selectFrom('products').where((eb) => productFilter(eb, tenantId, args.where));
  const [nodes, count] = await Promise.all([
    args.limit === 0
      ? Promise.resolve([] as ProductRow[])
      : orderProducts(base.select(productColumns), args.order, locale).limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), nodes };
}
