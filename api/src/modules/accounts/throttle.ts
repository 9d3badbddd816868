import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export interface Gate {
  scope:
    | 'account'
    | 'address'
    | 'pair'
    | 'register'
    | 'confirm-email'
    | 'confirm-address'
    | 'form-address'
    | 'order-email'
    | 'order-address'
    | 'message-request'
    | 'cart-address'
    | 'repair-address'
    | 'token-account'
    | 'reset-address'
    | 'reset-account';
  key: string;
  /** Attempts allowed before the key is blocked. */
  limit: number;
  /** Seconds the key is blocked for once it has `excess` attempts beyond its limit (0 for the first). */
  block: (excess: number) => number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfter: number };

interface Row {
  scope: string;
  key: string;
  failures: number;
  stale: boolean;
  wait: number;
}

/**
 * Admits an attempt only if none of its keys is blocked, and counts it against every key before the caller does
 * the work (a password check): the rows are locked while this happens, so parallel attempts are counted one after
 * another and at most `limit` of them pass. A count is forgotten `windowSeconds` after the last attempt and the end
 * of any block. Locks are taken in (scope, key) order, the same in every transaction, so they cannot deadlock.
 */
export async function admit(db: Kysely<Database>, tenantId: string, gates: Gate[], windowSeconds: number): Promise<Admission> {
  const ordered = [...gates].sort((a, b) => (a.scope + a.key < b.scope + b.key ? -1 : 1));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values(ordered.map((g) => ({ tenant_id: tenantId, scope: g.scope, key: g.key })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { rows } = await sql<Row>`
      select scope, key, failures,
        coalesce(last_failure_at < now() - make_interval(secs => ${windowSeconds}), true)
          and coalesce(blocked_until < now() - make_interval(secs => ${windowSeconds}), true) as stale,
        greatest(0, ceil(extract(epoch from (blocked_until - now()))))::int as wait
      from login_throttle
      where tenant_id = ${tenantId} and (scope, key) in (${sql.join(ordered.map((g) => sql`(${g.scope}, ${g.key})`))})
      order by scope, key
      for update`.execute(trx);
    const wait = Math.max(0, ...rows.map((row) => (row.wait > 0 ? row.wait : 0)));
    if (wait > 0) return { admitted: false, retryAfter: wait };
    for (const gate of ordered) {
      const row = rows.find((r) => r.scope === gate.scope && r.key === gate.key);
      const failures = !row || row.stale ? 1 : row.failures + 1;
      const block = failures >= gate.limit ? gate.block(failures - gate.limit) : 0;
      await trx
        .updateTable('login_throttle')
        .set({
          failures,
          last_failure_at: sql`now()`,
          blocked_until: block > 0 ? sql`now() + make_interval(secs => ${block})` : null,
        })
        .where('tenant_id', '=', tenantId)
        .where('scope', '=', gate.scope)
        .where('key', '=', gate.key)
        .execute();
    }
    return { admitted: true };
  });
}

/** Forgets a key's count (a successful login resets its account and its pair). */
export async function forget(db: Kysely<Database>, tenantId: string, scope: Gate['scope'], key: string) {
  await db.deleteFrom('login_throttle').where('tenant_id', '=', tenantId).where('scope', '=', scope).where('key', '=', key).execute();
}

/** Takes back the one attempt counted for a key (a success from an address is not a failure of that address). */
export async function uncount(db: Kysely<Database>, tenantId: string, gate: Gate) {
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql`greatest(failures - 1, 0)`,
      blocked_until: sql`case when failures - 1 >= ${gate.limit} then blocked_until else null end`,
    })
    .where('tenant_id', '=', tenantId)
    .where('scope', '=', gate.scope)
    .where('key', '=', gate.key)
    .execute();
}
