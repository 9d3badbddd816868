import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { Locale } from '../../../lib/localize.js';
import { pickupReadyEmail } from '../outbox/pickup-ready-email.js';

const BATCH = 50;

/**
 * Mails the buyer of each order to collect at the shop that the shop has moved to 'ready' (no back office: by hand)
 * that it is, once: the rows are locked and skipped by any other process doing the same. Returns how many were mailed.
 */
export async function notifyOrdersReadyToCollect(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'tenant_id', 'number', 'public_id', 'email', 'locale', 'payment_method', 'total_cents'])
      .where('shipping_method', '=', 'pickup')
      .where('state', '=', 'ready')
      .where('ready_notified_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const order of orders) {
      const locale: Locale = order.locale === 'en' ? 'en' : 'el';
      const email = pickupReadyEmail(
        {
          orderNumber: order.number,
          orderPublicId: order.public_id,
          payAtPickupCents: order.payment_method === 'pay-at-pickup' ? order.total_cents : null,
        },
        locale,
      );
      await trx
        .insertInto('outbox')
        .values({ tenant_id: order.tenant_id, order_id: order.id, recipient: order.email, ...email })
        .execute();
    }
    if (orders.length)
      await trx
        .updateTable('orders')
        .set({ ready_notified_at: new Date() })
        .where(
          'id',
          'in',
          orders.map((order) => order.id),
        )
        .execute();
    return orders.length;
  });
}
