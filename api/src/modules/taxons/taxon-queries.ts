import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { TaxonRow } from './taxon-row.js';

/** Active product in the taxon or one of its children. */
const hasActiveProduct = sql<boolean>`exists (
  select 1 from product_taxons pt
  join products p on p.id = pt.product_id and p.status = 'active'
  join taxons tx on tx.id = pt.taxon_id
  where tx.id = taxons.id or tx.parent_id = taxons.id)`;

export function findTaxon(db: Kysely<Database>, tenantId: string, where: { id?: string | null; slug?: string | null }) {
  let query = db.selectFrom('taxons').selectAll().where('tenant_id', '=', tenantId);
  if (where.id != null) {
    const id = Number(where.id);
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return Promise.resolve(undefined);
    query = query.where('id', '=', id);
  } else query = query.where('slug', '=', where.slug ?? '');
  return query.executeTakeFirst();
}

/** Children of a taxon that hold at least one active product, by sortOrder. */
export function activeChildren(db: Kysely<Database>, parentId: number, limit?: number): Promise<TaxonRow[]> {
  let query = db
    .selectFrom('taxons')
    .selectAll()
    .where('parent_id', '=', parentId)
    .where(hasActiveProduct)
    .orderBy('sort_order')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function activeProductCount(db: Kysely<Database>, taxonId: number): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(distinct p.id)::int as n from product_taxons pt
    join products p on p.id = pt.product_id and p.status = 'active'
    join taxons tx on tx.id = pt.taxon_id
    where tx.id = ${taxonId} or tx.parent_id = ${taxonId}`.execute(db);
  return row.rows[0]?.n ?? 0;
}
