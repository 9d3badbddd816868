import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import { admit, forget, uncount, type Admission, type Gate } from './throttle.js';

/**
 * Login throttling that slows an attacker without locking the owner out:
 * - per (account, address) pair: exponential back-off after `perPair` failures;
 * - per account: a looser limit across addresses, which an address that has logged in to the account before skips;
 * - per client address (behind the trusted proxies): a limit across accounts.
 * Counts are kept in the database so that every API process sees the same.
 */
function loginGates(config: ApiConfig, account: string, address: string, knownAddress: boolean): Gate[] {
  const limits = config.loginLimit;
  const backoff = (excess: number) => Math.min(limits.backoffBaseSeconds * 2 ** excess, limits.backoffMaxSeconds);
  const gates: Gate[] = [
    { scope: 'pair', key: `${account}\n${address}`, limit: limits.perPair, block: backoff },
    { scope: 'address', key: address, limit: limits.perAddress, block: backoff },
  ];
  if (!knownAddress) gates.push({ scope: 'account', key: account, limit: limits.perAccount, block: backoff });
  return gates;
}

async function isKnownAddress(db: Kysely<Database>, tenantId: string, account: string, address: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .where('address', '=', address)
    // A constant, not a parameter: a prepared statement's generic plan can then use the index of successful
    // attempts only (`where succeeded`), not read every attempt on the account from the address.
    .where(sql<SqlBool>`succeeded`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export interface LoginAttempt {
  admission: Admission;
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/** Counts the attempt before its password is checked; `succeeded`/`failed` record the outcome. */
export async function startLogin(
  db: Kysely<Database>,
  config: ApiConfig,
  tenantId: string,
  account: string,
  address: string,
): Promise<LoginAttempt> {
  const gates = loginGates(config, account, address, await isKnownAddress(db, tenantId, account, address));
  const admission = await admit(db, tenantId, gates, config.loginLimit.windowSeconds);
  const record = (succeeded: boolean) =>
    db.insertInto('login_attempts').values({ tenant_id: tenantId, account, address, succeeded }).execute();
  return {
    admission,
    async succeeded() {
      await record(true);
      await forget(db, tenantId, 'pair', gates[0]!.key);
      await forget(db, tenantId, 'account', account);
      await uncount(db, tenantId, gates[1]!);
    },
    async failed() {
      await record(false);
    },
  };
}
