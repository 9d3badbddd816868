import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { localizedPath } from '@remac/shared-contracts';
import type { Database } from '../../db/types.js';
import type { Locale } from '../../lib/localize.js';
import { shopPublicUrl } from '../../config/public-url.js';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email.js';

/**
 * Forms whose submissions are a list of subscribers (the newsletter): each counts only once the address's owner
 * confirms it, and the shop reads the list in bulk instead of a notice for each.
 */
export const subscriptionForms = new Set(['newsletter']);

export const CONFIRMATION_VALID_DAYS = 7;
/** However often anyone subscribes an address, it gets at most one confirmation message in this time. */
const RESEND_AFTER_HOURS = 24;

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * E-mails the owner of a subscribed address a link to confirm it, unless the subscription is confirmed already or
 * a link went out within RESEND_AFTER_HOURS (a new link replaces the last one). Returns whether one was queued.
 */
export async function requestConfirmation(
  db: Kysely<Database>,
  tenantId: string,
  submission: { id: number; email: string; locale: Locale },
): Promise<boolean> {
  const token = randomBytes(24).toString('base64url');
  const updated = await db
    .updateTable('form_submissions')
    .set({ confirm_token_hash: tokenHash(token), confirm_sent_at: sql<Date>`now()` })
    .where('id', '=', submission.id)
    .where('confirmed_at', 'is', null)
    .where(sql<boolean>`(confirm_sent_at is null or confirm_sent_at < now() - make_interval(hours => ${RESEND_AFTER_HOURS}))`)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  const url = `${shopPublicUrl()}${localizedPath('newsletter-confirm', submission.locale, { id: token })}`;
  await db
    .insertInto('outbox')
    .values({
      tenant_id: tenantId,
      recipient: submission.email,
      ...newsletterConfirmationEmail(url, CONFIRMATION_VALID_DAYS, submission.locale),
    })
    .execute();
  return true;
}

/** Confirms the subscription of a link's token; a confirmed one stays confirmed (the link may be opened twice). */
export async function confirmSubscription(db: Kysely<Database>, tenantId: string, token: string): Promise<boolean> {
  if (!/^[\w-]{1,64}$/.test(token)) return false;
  const confirmed = await db
    .updateTable('form_submissions')
    .set({ confirmed_at: sql<Date>`coalesce(confirmed_at, now())` })
    .where('confirm_token_hash', '=', tokenHash(token))
    .where(sql<boolean>`(confirmed_at is not null or confirm_sent_at > now() - make_interval(days => ${CONFIRMATION_VALID_DAYS}))`)
    .where('form_id', 'in', db.selectFrom('forms').select('id').where('tenant_id', '=', tenantId))
    .returning('id')
    .executeTakeFirst();
  return Boolean(confirmed);
}
