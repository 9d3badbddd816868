import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { OrderRow } from './order-row.js';

/** Orders with their items, in one query for the items of all of them. */
export async function withOrderItems(db: Kysely<Database>, orders: Omit<OrderRow, 'items'>[]): Promise<OrderRow[]> {
  if (!orders.length) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => ({ ...order, items: items.filter((item) => item.order_id === order.id) }));
}

async function withItems(db: Kysely<Database>, order: Omit<OrderRow, 'items'> | undefined): Promise<OrderRow | null> {
  return order ? (await withOrderItems(db, [order]))[0]! : null;
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
