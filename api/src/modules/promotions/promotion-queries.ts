import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { PromotionOrder, PromotionWhere } from '../../generated/graphql.js';
import type { Locale } from '../../lib/localize.js';

/** Active promotions (flag and date window) of the tenant matching the filter. */
function activePromotions(db: Kysely<Database>, tenantId: string, where: PromotionWhere | null | undefined) {
  let query = db
    .selectFrom('promotions')
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
  if (where?.type) query = query.where('type', 'in', where.type.length ? [...where.type] : ['']);
  if (where?.slug) query = query.where('slug', '=', where.slug);
  return query;
}

export async function listPromotions(
  db: Kysely<Database>,
  tenantId: string,
  locale: Locale,
  args: { where?: PromotionWhere | null; order?: PromotionOrder | null; limit: number; offset: number },
) {
  const base = activePromotions(db, tenantId, args.where);
  let nodes = base.selectAll();
  if (args.order === 'NEWEST') nodes = nodes.orderBy('created_at', 'desc');
  else if (args.order === 'NAME_ASC') nodes = nodes.orderBy(sql`coalesce(name->>${locale}, name->>'en')`);
  else nodes = nodes.orderBy('sort_order');
  const [rows, count] = await Promise.all([
    args.limit === 0 ? Promise.resolve([]) : nodes.orderBy('id').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), nodes: rows };
}

export function findPromotion(db: Kysely<Database>, tenantId: string, where: { id?: string | null; slug?: string | null }) {
  let query = activePromotions(db, tenantId, null).selectAll();
  if (where.id != null) {
    const id = Number(where.id);
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return Promise.resolve(undefined);
    query = query.where('id', '=', id);
  } else query = query.where('slug', '=', where.slug ?? '');
  return query.executeTakeFirst();
}
