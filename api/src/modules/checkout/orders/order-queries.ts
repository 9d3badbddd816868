import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { OrderRow } from './order-row.js';

async function withItems(db: Kysely<Database>, order: Omit<OrderRow, 'items'> | undefined): Promise<OrderRow | null> {
  if (!order) return null;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  return { ...order, items };
}

export async function orderByPublicId(db: Kysely<Database>, tenantId: string, publicId: string) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(publicId)) return null;
  return withItems(
    db,
    await db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('public_id', '=', publicId).executeTakeFirst(),
  );
}

export async function orderByKey(db: Kysely<Database>, tenantId: string, key: string) {
  return withItems(
    db,
    await db.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('idempotency_key', '=', key).executeTakeFirst(),
  );
}
