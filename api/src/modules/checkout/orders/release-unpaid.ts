import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import { pickRequired, type Locale } from '../../../lib/localize.js';
import { cancellationEmail } from '../outbox/cancellation-email.js';
import { queueShopNotice } from '../../notifications/shop-notice.js';
import { canceledOrderNotice } from './order-notices.js';

/**
 * Cancels the next order whose payment hold has ended (`payment_due_at`) and that is still waiting for its money,
 * gives back the units it took and mails the buyer and the shop. The order row is locked and skipped by any other
 * process doing the same, and the variants are locked in id order as placing an order does, so neither can deadlock
 * the other.
 */
async function releaseNext(trx: Transaction<Database>, now: Date): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'tenant_id', 'number', 'public_id', 'email', 'locale', 'total_cents'])
    .where(sql<boolean>`state = 'pending' and payment_due_at is not null`)
    .where('payment_due_at', '<=', now)
    .orderBy('payment_due_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!order) return false;
  const items = await trx
    .selectFrom('order_items')
    .select(['variant_id', 'product_id', 'name', 'label', 'quantity', 'unit_cents', 'stock_taken'])
    .where('order_id', '=', order.id)
    .orderBy('variant_id')
    .execute();
  for (const item of items) {
    if (item.stock_taken === 0) continue;
    await trx
      .updateTable('variants')
      .set({ total_on_hand: sql`total_on_hand + ${item.stock_taken}` })
      .where('id', '=', item.variant_id)
      .execute();
  }
  if (items.length) await sql`select refresh_product_stock(${[...new Set(items.map((i) => i.product_id))]}::int[])`.execute(trx);
  await trx.updateTable('orders').set({ state: 'canceled', canceled_at: now }).where('id', '=', order.id).execute();
  const locale: Locale = order.locale === 'en' ? 'en' : 'el';
  const canceled = (language: Locale) => ({
    number: order.number,
    publicId: order.public_id,
    email: order.email,
    totalCents: order.total_cents,
    items: items.map((item) => ({
      name: pickRequired(item.name, language),
      label: item.label,
      quantity: item.quantity,
      unitCents: item.unit_cents,
    })),
  });
  await trx
    .insertInto('outbox')
    .values({ tenant_id: order.tenant_id, order_id: order.id, recipient: order.email, ...cancellationEmail(canceled(locale), locale) })
    .execute();
  await queueShopNotice(trx, order.tenant_id, canceledOrderNotice(canceled('el')), { orderId: order.id, replyTo: order.email });
  return true;
}

/** Cancels every order whose payment did not arrive within its hold, one transaction each; returns how many. */
export async function releaseUnpaidOrders(db: Kysely<Database>, now = new Date()): Promise<number> {
  let released = 0;
  while (await db.transaction().execute((trx) => releaseNext(trx, now))) released += 1;
  return released;
}
