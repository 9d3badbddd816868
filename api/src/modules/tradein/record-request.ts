import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Locale } from '../../lib/localize.js';
import type { TradeInRequestsTable } from './tradein-tables.js';
import type { Insertable } from 'kysely';
import { newReference } from './reference.js';
import { requestEmail } from './request-email.js';
import { requestNotice } from './request-notice.js';
import { queueShopNotice } from '../notifications/shop-notice.js';

/** Inserts a request, its first history entry, its confirmation e-mail and the shop's notice in the caller's transaction. */
export async function recordRequest(
  trx: Transaction<Database>,
  values: Omit<Insertable<TradeInRequestsTable>, 'reference' | 'state'>,
  email: { quoteCents?: number | null; validUntil?: Date | null; slot?: Date | null },
) {
  const reference = newReference();
  const row = await trx
    .insertInto('tradein_requests')
    .values({ ...values, reference, state: 'created' })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('tradein_request_events').values({ request_id: row.id, state: 'created' }).execute();
  const message = requestEmail({ kind: row.kind, reference, deviceModel: row.device_model, ...email }, values.locale as Locale);
  await trx
    .insertInto('outbox')
    .values({ tenant_id: row.tenant_id, order_id: null, recipient: row.email, ...message })
    .execute();
  await queueShopNotice(trx, row.tenant_id, requestNotice(row), { replyTo: row.email });
  return row;
}
