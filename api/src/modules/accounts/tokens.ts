import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** Issues an access token and a refresh token in a family (a new family at login, the same one on rotation). */
export async function issueTokens(
  db: Kysely<Database>,
  userId: number,
  ttl: { access: number; refresh: number },
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  await db
    .insertInto('oauth_access_tokens')
    .values({
      token_hash: hashToken(access),
      user_id: userId,
      family_id: familyId,
      revoked_at: null,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttl.access})`,
    })
    .execute();
  await db
    .insertInto('oauth_refresh_tokens')
    .values({
      token_hash: hashToken(refresh),
      user_id: userId,
      family_id: familyId,
      rotated_at: null,
      revoked_at: null,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttl.refresh})`,
    })
    .execute();
  return { access_token: access, token_type: 'Bearer', expires_in: ttl.access, refresh_token: refresh };
}

/** Revokes every access and refresh token of a family (logout, or reuse of a rotated refresh token). */
export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user of a valid (known, unrevoked, unexpired) access token. */
export async function userOfAccessToken(db: Kysely<Database>, tenantId: string, token: string) {
  return db
    .selectFrom('oauth_access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.email', 't.expires_at', sql<number>`extract(epoch from (t.expires_at - now()))::int`.as('expires_in')])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.tenant_id', '=', tenantId)
    .executeTakeFirst();
}
