import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';

/**
 * Failed logins in the window, per account (since its last success) and per client address.
 * Kept in the database so that every API process sees the same counts.
 */
export async function loginBlocked(db: Kysely<Database>, config: ApiConfig, tenantId: string, account: string, address: string) {
  const window = config.loginLimit.windowSeconds;
  const row = await sql<{ account_failures: number; address_failures: number }>`
    select
      (select count(*)::int from login_attempts a
        where a.tenant_id = ${tenantId} and a.account = ${account} and not a.succeeded
          and a.created_at > now() - make_interval(secs => ${window})
          and a.created_at > coalesce((select max(created_at) from login_attempts s
            where s.tenant_id = ${tenantId} and s.account = ${account} and s.succeeded), '-infinity')) as account_failures,
      (select count(*)::int from login_attempts a
        where a.address = ${address} and not a.succeeded
          and a.created_at > now() - make_interval(secs => ${window})) as address_failures`.execute(db);
  const counts = row.rows[0]!;
  return counts.account_failures >= config.loginLimit.perAccount || counts.address_failures >= config.loginLimit.perAddress;
}

export async function recordLogin(db: Kysely<Database>, tenantId: string, account: string, address: string, succeeded: boolean) {
  await db.insertInto('login_attempts').values({ tenant_id: tenantId, account, address, succeeded }).execute();
}
