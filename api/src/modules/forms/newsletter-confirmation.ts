import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { localizedPath } from '@remac/shared-contracts';
import type { Database } from '../../db/types.js';
import type { Locale } from '../../lib/localize.js';
import { shopPublicUrl } from '../../config/public-url.js';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email.js';
import { newsletterWelcomeEmail } from './newsletter-welcome-email.js';
import { formEmail } from './form-email.js';

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

const validToken = (token: string) => /^[\w-]{1,64}$/.test(token);

/** The address's link off the list, in the language it subscribed in. */
export const unsubscribeUrl = (token: string, locale: Locale) =>
  `${shopPublicUrl()}${localizedPath('newsletter-unsubscribe', locale, { id: token })}`;

/**
 * Confirms the subscription of a link's token; a confirmed one stays confirmed (the link may be opened twice). The
 * first confirmation gives the subscription its unsubscribe token and welcomes the subscriber with its link.
 */
export async function confirmSubscription(db: Kysely<Database>, tenantId: string, token: string): Promise<boolean> {
  if (!validToken(token)) return false;
  const offered = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('form_submissions')
      .set({
        confirmed_at: sql<Date>`coalesce(confirmed_at, now())`,
        unsubscribe_token: sql<string>`coalesce(unsubscribe_token, ${offered})`,
      })
      .where('confirm_token_hash', '=', tokenHash(token))
      .where(sql<boolean>`(confirmed_at is not null or confirm_sent_at > now() - make_interval(days => ${CONFIRMATION_VALID_DAYS}))`)
      .where('form_id', 'in', trx.selectFrom('forms').select('id').where('tenant_id', '=', tenantId))
      .returning(['form_id', 'data', 'locale', 'unsubscribe_token'])
      .executeTakeFirst();
    if (!confirmed) return false;
    if (confirmed.unsubscribe_token !== offered) return true;
    const form = await trx.selectFrom('forms').select('fields').where('id', '=', confirmed.form_id).executeTakeFirstOrThrow();
    const email = formEmail(form, confirmed.data);
    const locale: Locale = confirmed.locale === 'en' ? 'en' : 'el';
    if (email)
      await trx
        .insertInto('outbox')
        .values({ tenant_id: tenantId, recipient: email, ...newsletterWelcomeEmail(unsubscribeUrl(offered, locale), locale) })
        .execute();
    return true;
  });
}

/** Takes the subscription of an unsubscribe token off the list: the row, address included, is deleted. */
export async function unsubscribe(db: Kysely<Database>, tenantId: string, token: string): Promise<boolean> {
  if (!validToken(token)) return false;
  const removed = await db
    .deleteFrom('form_submissions')
    .where('unsubscribe_token', '=', token)
    .where('form_id', 'in', db.selectFrom('forms').select('id').where('tenant_id', '=', tenantId))
    .returning('id')
    .executeTakeFirst();
  return Boolean(removed);
}
