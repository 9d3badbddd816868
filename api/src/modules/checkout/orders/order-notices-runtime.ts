import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { kickOutbox } from '../outbox/outbox-runtime.js';
import { startRepeatingJob } from '../../../lib/repeating-job.js';
import { notifyShippedParcels } from './shipment-notices.js';
import { notifyOrdersReadyToCollect } from './pickup-ready-notices.js';

/**
 * Every `seconds` (API_SHIPMENT_NOTICE_INTERVAL) mails the buyers whose parcel the shop marked shipped and whose order
 * to collect it marked ready; returns a stop function.
 */
export function startOrderNotices(db: Kysely<Database>, seconds: number): () => void {
  return startRepeatingJob('order notices', seconds, seconds, async () => {
    const mailed = (await notifyShippedParcels(db)) + (await notifyOrdersReadyToCollect(db));
    if (mailed > 0) kickOutbox();
  });
}
