import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { withOrderItems } from '../checkout/orders/order-queries.js';
import type { OrderRow } from '../checkout/orders/order-row.js';

export const MEMBER_ORDERS_MAX = 50;

const memberOrders = (db: Kysely<Database>, tenantId: string, userId: number) =>
  db.selectFrom('orders').where('tenant_id', '=', tenantId).where('user_id', '=', userId);

/** A page of the member's orders, newest first, and how many they have. */
export async function memberOrderPage(db: Kysely<Database>, tenantId: string, userId: number, first: number, skip: number) {
  const { total } = await memberOrders(db, tenantId, userId)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await memberOrders(db, tenantId, userId)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(first)
    .offset(skip)
    .execute();
  return { total: Number(total), nodes: await withOrderItems(db, rows) };
}

/** The member's order with this number; null for an unknown number and for anybody else's order alike. */
export async function memberOrderByNumber(
  db: Kysely<Database>,
  tenantId: string,
  userId: number,
  number: string,
): Promise<OrderRow | null> {
  const normalized = number.trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,32}$/.test(normalized)) return null;
  const row = await memberOrders(db, tenantId, userId).selectAll().where('number', '=', normalized).executeTakeFirst();
  return row ? (await withOrderItems(db, [row]))[0]! : null;
}
