import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import { releaseUnpaidOrders } from '../checkout/orders/release-unpaid.js';
import { deleteInBatches } from './delete-in-batches.js';
import { forgetLapsedPersonalData, type RetentionCounts } from './retention.js';

export interface SweepCounts extends RetentionCounts {
  /** Orders canceled because their payment did not arrive within the hold. */
  unpaidOrders: number;
  /** Newsletter addresses whose owner never confirmed, a month after their last link. */
  unconfirmedSubscriptions: number;
  carts: number;
  loginAttempts: number;
  throttles: number;
  tokens: number;
}

/**
 * Deletes expired carts (an hour after expiry, so that an order being placed from one is not disturbed), login
 * attempts older than the login history, throttle counts nobody is held by any more and tokens a day after expiry,
 * newsletter addresses never confirmed a month after their last link (an address kept on nobody's word), the personal
 * data the privacy policy no longer keeps (`retention.ts`), and cancels the orders whose payment hold has ended.
 * Every step is idempotent, so several API processes may sweep at the same time.
 */
export async function sweep(
  db: Kysely<Database>,
  config: Pick<
    ApiConfig,
    | 'loginLimit'
    | 'registerLimit'
    | 'confirmationLimit'
    | 'formLimit'
    | 'orderLimit'
    | 'messageLimit'
    | 'cartLimit'
    | 'repairLimit'
    | 'tokenLimit'
    | 'resetLimit'
    | 'loginHistoryDays'
  >,
): Promise<SweepCounts> {
  const keepThrottle = Math.max(
    86_400,
    2 * (config.loginLimit.windowSeconds + config.loginLimit.backoffMaxSeconds),
    2 * config.registerLimit.windowSeconds,
    2 * config.confirmationLimit.windowSeconds,
    2 * config.formLimit.windowSeconds,
    2 * config.orderLimit.windowSeconds,
    2 * config.messageLimit.windowSeconds,
    2 * config.cartLimit.windowSeconds,
    2 * config.repairLimit.windowSeconds,
    2 * config.tokenLimit.windowSeconds,
    2 * config.resetLimit.windowSeconds,
  );
  const carts = await deleteInBatches(db, 'carts', sql`expires_at < now() - interval '1 hour'`);
  const loginAttempts = await deleteInBatches(
    db,
    'login_attempts',
    sql`created_at < now() - make_interval(days => ${config.loginHistoryDays})`,
  );
  const throttles = await deleteInBatches(
    db,
    'login_throttle',
    sql`coalesce(last_failure_at, '-infinity') < now() - make_interval(secs => ${keepThrottle})
    and coalesce(blocked_until, '-infinity') < now()`,
  );
  const access = await db
    .deleteFrom('oauth_access_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  const refresh = await db
    .deleteFrom('oauth_refresh_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  const unpaidOrders = await releaseUnpaidOrders(db);
  const unconfirmedSubscriptions = await deleteInBatches(
    db,
    'form_submissions',
    sql`confirmed_at is null and confirm_sent_at < now() - interval '30 days'`,
  );
  const lapsed = await forgetLapsedPersonalData(db);
  return {
    ...lapsed,
    unpaidOrders,
    unconfirmedSubscriptions,
    carts,
    loginAttempts,
    throttles,
    tokens: Number(access.numDeletedRows) + Number(refresh.numDeletedRows),
  };
}
