import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { Locale } from '../../../lib/localize.js';
import { shipmentEmail } from '../outbox/shipment-email.js';

const BATCH = 50;

/**
 * Mails the buyer of each parcel the shop has marked shipped that they were not told of yet, once: the rows are
 * locked and skipped by any other process doing the same. Returns how many were mailed.
 */
export async function notifyShippedParcels(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const parcels = await trx
      .selectFrom('order_shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select([
        's.id',
        's.carrier',
        's.tracking_number',
        's.tracking_url',
        'o.id as order_id',
        'o.tenant_id',
        'o.number',
        'o.public_id',
        'o.email',
        'o.locale',
      ])
      .where('s.state', '=', 'shipped')
      .where('s.notified_at', 'is', null)
      .orderBy('s.id')
      .limit(BATCH)
      .forUpdate('s')
      .skipLocked()
      .execute();
    for (const parcel of parcels) {
      const locale: Locale = parcel.locale === 'en' ? 'en' : 'el';
      const email = shipmentEmail(
        {
          orderNumber: parcel.number,
          orderPublicId: parcel.public_id,
          carrier: parcel.carrier,
          trackingNumber: parcel.tracking_number,
          trackingUrl: parcel.tracking_url,
        },
        locale,
      );
      await trx
        .insertInto('outbox')
        .values({ tenant_id: parcel.tenant_id, order_id: parcel.order_id, recipient: parcel.email, ...email })
        .execute();
    }
    if (parcels.length)
      await trx
        .updateTable('order_shipments')
        .set({ notified_at: new Date() })
        .where(
          'id',
          'in',
          parcels.map((parcel) => parcel.id),
        )
        .execute();
    return parcels.length;
  });
}
