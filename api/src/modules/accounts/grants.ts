import { sql, type Kysely } from 'kysely';
import { emailSchema, toFieldErrors } from '@remac/shared-contracts/validation';
import { z } from 'zod';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import type { Locale } from '../../lib/localize.js';
import { dummyHash, verifyPassword } from './password-hash.js';
import { hashToken, issueTokens, revokeFamily, type IssuedTokens } from './tokens.js';
import { startLogin } from './login-limit.js';
import { admitTokenIssue, uncountTokenIssue } from './token-limit.js';
import { OAuthError } from './oauth-errors.js';

export interface GrantContext {
  db: Kysely<Database>;
  config: ApiConfig;
  tenantId: string;
  locale: Locale;
  address: string;
}

const credentials = z.object({
  username: emailSchema({ short: true }),
  password: z.string({ error: 'requiredShort' }).min(1, { error: 'requiredShort' }).max(1024, { error: 'tooLong' }),
});

const ttl = (config: ApiConfig) => ({ access: config.accessTokenTtlSeconds, refresh: config.refreshTokenTtlSeconds });

export async function passwordGrant(ctx: GrantContext, body: Record<string, unknown>): Promise<IssuedTokens> {
  const parsed = credentials.safeParse({ username: body.username ?? body.email, password: body.password });
  if (!parsed.success) {
    throw new OAuthError(400, 'invalid_request', 'missing', { errors: toFieldErrors(parsed.error, ctx.locale) });
  }
  const { username: email, password } = parsed.data;
  const attempt = await startLogin(ctx.db, ctx.config, ctx.tenantId, email, ctx.address);
  if (!attempt.admission.admitted) throw new OAuthError(429, 'slow_down', 'limited', { retry_after: attempt.admission.retryAfter });
  const issue = await admitTokenIssue(ctx.db, ctx.config, ctx.tenantId, email);
  if (!issue.admitted) throw new OAuthError(429, 'slow_down', 'sessions', { retry_after: issue.retryAfter });
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !valid) {
    await uncountTokenIssue(ctx.db, ctx.config, ctx.tenantId, email);
    await attempt.failed();
    throw new OAuthError(400, 'invalid_grant', 'credentials');
  }
  await attempt.succeeded();
  return issueTokens(ctx.db, user.id, ttl(ctx.config));
}

/** Rotation: a refresh token works once; presenting a rotated one again revokes its whole family. */
export async function refreshGrant(ctx: GrantContext, body: Record<string, unknown>): Promise<IssuedTokens> {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) throw new OAuthError(400, 'invalid_request', 'session');
  const hash = hashToken(token);
  const row = await ctx.db
    .selectFrom('oauth_refresh_tokens as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.family_id', 'r.rotated_at', 'r.revoked_at', 'u.email', sql<boolean>`r.expires_at <= now()`.as('expired')])
    .where('r.token_hash', '=', hash)
    .where('u.tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expired) throw new OAuthError(400, 'invalid_grant', 'session');
  if (!row.rotated_at) {
    // Refused before the token is rotated: the session stays as it is (a replayed token is handled below).
    const issue = await admitTokenIssue(ctx.db, ctx.config, ctx.tenantId, row.email);
    if (!issue.admitted) throw new OAuthError(429, 'slow_down', 'sessions', { retry_after: issue.retryAfter });
  }
  const rotated = await ctx.db
    .updateTable('oauth_refresh_tokens')
    .set({ rotated_at: sql<Date>`now()` })
    .where('token_hash', '=', hash)
    .where('rotated_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (row.rotated_at || !rotated) {
    await revokeFamily(ctx.db, row.family_id);
    throw new OAuthError(400, 'invalid_grant', 'session');
  }
  return issueTokens(ctx.db, row.user_id, ttl(ctx.config), row.family_id);
}

/** RFC 7009: revokes the family of an access or refresh token; unknown tokens are not an error. */
export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  const hash = hashToken(token);
  const refresh = await db.selectFrom('oauth_refresh_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirst();
  const access = refresh
    ? undefined
    : await db.selectFrom('oauth_access_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirst();
  const family = refresh?.family_id ?? access?.family_id;
  if (family) await revokeFamily(db, family);
}
