import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductWhereUnique } from '../../generated/graphql.js';
import { badInput } from '../../lib/errors.js';
import { productColumns, type ProductRow } from './product-row.js';
import { ownRowParts, partColumns, readParts, type ProductPart, type ProductParts } from './product-parts.js';

/** One active product by id, slug or sku (exactly one of them must be given), with the parts asked for. */
export async function findProduct(
  db: Kysely<Database>,
  tenantId: string,
  where: ProductWhereUnique,
  parts: readonly ProductPart[] = [],
): Promise<{ product: ProductRow; parts: ProductParts } | null> {
  const given = [where.id, where.slug, where.sku].filter((value) => value != null);
  if (given.length !== 1) throw badInput('Give exactly one of id, slug or sku', 'where');
  const extra = parts.filter((part) => !ownRowParts.includes(part));
  let query = db
    .selectFrom('products')
    .select([...productColumns, ...partColumns(extra)])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active');
  if (where.id != null) {
    const id = Number(where.id);
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return null;
    query = query.where('id', '=', id);
  } else if (where.slug != null) query = query.where('slug', '=', where.slug);
  else query = query.where('sku', '=', where.sku!);
  const row = await query.executeTakeFirst();
  return row ? { product: row as ProductRow, parts: readParts(row as Partial<Record<ProductPart, unknown>>, extra) } : null;
}
