import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { localizedPath } from '@remac/shared-contracts';
import { emailSchema, messageText, newPasswordSchema, toFieldErrors } from '@remac/shared-contracts/validation';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { shopPublicUrl } from '../../config/public-url.js';
import { kickOutbox } from '../checkout/outbox/outbox-runtime.js';
import { hashPassword } from './password-hash.js';
import { admit, forget } from './throttle.js';
import { hashToken, newToken } from './tokens.js';
import { passwordResetEmail } from './password-reset-email.js';

const VALID_MINUTES = 60;

const texts = {
  sent: {
    el: (email: string) =>
      `Αν υπάρχει λογαριασμός με το ${email}, του στείλαμε e-mail με σύνδεσμο για νέο κωδικό. Ο σύνδεσμος ισχύει μία ώρα.`,
    en: (email: string) =>
      `If there is an account for ${email}, we have e-mailed it a link to choose a new password. The link is valid for one hour.`,
  },
  limited: {
    el: 'Πάρα πολλά αιτήματα για νέο κωδικό. Δοκιμάστε ξανά αργότερα.',
    en: 'Too many requests for a new password. Please try again later.',
  },
  invalidLink: {
    el: 'Ο σύνδεσμος δεν ισχύει πια (έχει λήξει ή χρησιμοποιήθηκε). Ζητήστε νέο.',
    en: 'This link is no longer valid (it has expired or was used). Please ask for a new one.',
  },
  changed: {
    el: 'Ο κωδικός σας άλλαξε. Συνδεθείτε με τον νέο κωδικό.',
    en: 'Your password has been changed. Log in with your new password.',
  },
} as const;

const fieldError = (field: string, code: string, message: string) => ({
  status: 'INVALID' as const,
  notice: message,
  errors: [{ field, code, message }],
});

/**
 * requestPasswordReset: counts per client address and per e-mail (whether or not it has an account, so the limit
 * tells nothing either), then e-mails the account, if there is one, a link valid VALID_MINUTES. The answer is the
 * same for an address without an account.
 */
export async function requestPasswordReset(ctx: GraphQLContext, rawEmail: string) {
  const parsed = emailSchema().safeParse(rawEmail);
  if (!parsed.success) {
    const [error] = toFieldErrors(parsed.error, ctx.locale);
    return fieldError('email', error!.code, error!.message);
  }
  const email = parsed.data;
  const { perAddress, perEmail, windowSeconds } = ctx.config.resetLimit;
  const admission = await admit(
    ctx.db,
    ctx.tenantId,
    [
      { scope: 'reset-address', key: ctx.clientAddress, limit: perAddress, block: () => windowSeconds },
      { scope: 'reset-account', key: email, limit: perEmail, block: () => windowSeconds },
    ],
    windowSeconds,
  );
  if (!admission.admitted) return fieldError('email', 'tooManyRequests', texts.limited[ctx.locale]);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (user) {
    const token = newToken();
    const url = `${shopPublicUrl()}${localizedPath('auth-reset-password', ctx.locale, { id: token })}`;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('password_resets')
        .values({ user_id: user.id, token_hash: hashToken(token), expires_at: sql<Date>`now() + make_interval(mins => ${VALID_MINUTES})` })
        .execute();
      await trx
        .insertInto('outbox')
        .values({ tenant_id: ctx.tenantId, recipient: user.email, ...passwordResetEmail(url, ctx.locale) })
        .execute();
    });
    kickOutbox();
  }
  return { status: 'SUCCESS' as const, notice: texts.sent[ctx.locale](email), errors: [] };
}

/**
 * resetPassword: a token not used and not expired sets the account's password, uses up every link of the account
 * and ends every session (whoever had the old password is logged out), in one transaction; the link cannot be
 * used twice even by two requests at once (the row is locked).
 */
export async function resetPassword(ctx: GraphQLContext, input: { token: string; password: string; passwordConfirmation: string }) {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error, ctx.locale);
    return { status: 'INVALID' as const, notice: null, errors };
  }
  const invalidLink = fieldError('token', 'invalidValue', texts.invalidLink[ctx.locale]);
  if (!/^[\w-]{1,64}$/.test(input.token)) return invalidLink;
  const openLink = (db: Kysely<Database>) =>
    db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'u.email'])
      .where('r.token_hash', '=', hashToken(input.token))
      .where('u.tenant_id', '=', ctx.tenantId)
      .where('r.used_at', 'is', null)
      .where('r.expires_at', '>', sql<Date>`now()`);
  // Hashing a password costs tens of milliseconds of CPU: only for a link that exists, so made-up tokens cost a lookup.
  if (!(await openLink(ctx.db).executeTakeFirst())) return invalidLink;
  const passwordHash = await hashPassword(parsed.data.password);
  return ctx.db.transaction().execute(async (trx) => {
    const reset = await openLink(trx).forUpdate('r').executeTakeFirst();
    if (!reset) return invalidLink;
    if (parsed.data.password.trim().toLowerCase() === reset.email.toLowerCase())
      return fieldError('password', 'passwordEmail', messageText('passwordEmail', ctx.locale));
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', reset.user_id).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('oauth_access_tokens').where('user_id', '=', reset.user_id).execute();
    await trx.deleteFrom('oauth_refresh_tokens').where('user_id', '=', reset.user_id).execute();
    // Whoever opened the link owns the address: the failed logins that held them back from here are forgiven.
    await forget(trx, ctx.tenantId, 'pair', `${reset.email}\n${ctx.clientAddress}`);
    await forget(trx, ctx.tenantId, 'account', reset.email);
    return { status: 'SUCCESS' as const, notice: texts.changed[ctx.locale], errors: [] };
  });
}
