import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { deleteInBatches } from './delete-in-batches.js';

/**
 * How long personal data is kept, as the privacy policy states it (§7, content remote `privacy-policy.json`):
 * change a period here and there together.
 */
export const RETENTION = {
  /** "Enquiries and chat messages: up to 24 months from our last contact": contact messages, unfinished requests. */
  enquiryMonths: 24,
  /** "Device purchases: … usually five years from the end of the financial year". */
  purchaseYearsAfterFinancialYear: 5,
  /** Copies of sent e-mail: delivered, they serve nothing, and they would outlive the periods above. */
  sentMailDays: 90,
} as const;

export interface RetentionCounts {
  /** Contact and other form messages (not newsletter subscriptions) past the enquiry period. */
  enquiries: number;
  /** Sale and repair requests never completed, past the enquiry period; device purchases past theirs. */
  tradeInRequests: number;
  sentMail: number;
}

const enquiryCutoff = sql`now() - make_interval(months => ${RETENTION.enquiryMonths})`;

const lastContact = sql`greatest(
  created_at,
  (select max(e.created_at) from tradein_request_events e where e.request_id = tradein_requests.id),
  (select max(m.created_at) from tradein_request_messages m where m.request_id = tradein_requests.id))`;

const completedAt = sql`coalesce(
  (select max(e.created_at) from tradein_request_events e where e.request_id = tradein_requests.id and e.state = 'completed'),
  created_at)`;

/**
 * Deletes what the privacy policy says is no longer kept. Completed repairs stay: their warranty, which the policy's
 * period for repairs runs from, is written on the paper receipt, not here. Orders stay: tax law sets their period.
 */
export async function forgetLapsedPersonalData(db: Kysely<Database>): Promise<RetentionCounts> {
  const enquiries = await deleteInBatches(
    db,
    'form_submissions',
    sql`form_id in (select id from forms where slug <> 'newsletter') and last_submitted_at < ${enquiryCutoff}`,
  );
  const tradeInRequests = await deleteInBatches(
    db,
    'tradein_requests',
    sql`(state <> 'completed' and ${lastContact} < ${enquiryCutoff})
      or (kind = 'sale' and state = 'completed'
        and date_trunc('year', ${completedAt}) + make_interval(years => ${RETENTION.purchaseYearsAfterFinancialYear + 1}) <= now())`,
  );
  const sentMail = await deleteInBatches(
    db,
    'outbox',
    sql`coalesce(sent_at, created_at) < now() - make_interval(days => ${RETENTION.sentMailDays})`,
  );
  return { enquiries, tradeInRequests, sentMail };
}
