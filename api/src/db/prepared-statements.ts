import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Prepared statements run on one plan, made at their first run without their values (a generic plan), not
 * re-planned with each run's values. PostgreSQL's default plans the first five runs with their values and then
 * keeps re-planning a statement whose generic plan it estimates dearer, which the search statement's was: ~2–3 ms
 * of planning on every search. Our statements are written so that their plans do not depend on their values (the
 * search's term is folded once, as an InitPlan: search-match.ts); measured per search, generic plans ran as fast.
 */
export const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

/** For each connection, the statements it prepared, by name: still used, or run unprepared since their table changed. */
const statementsBy = new WeakMap<pg.PoolClient, Map<string, 'prepared' | 'unprepared'>>();

const statementName = (sql: string) => `q${createHash('sha1').update(sql).digest('base64url')}`;

/** PostgreSQL's answer to a prepared statement whose table's columns changed since (a migration of a newer release). */
export const isStaleResultType = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

/**
 * Runs `sql` as a statement `client` prepared once; unprepared past the connection's limit, and from the time
 * its table's columns changed: another process's migration (a release rolling out) makes PostgreSQL refuse a
 * prepared `select *` whose result type changed. That refusal comes before the statement runs, so it is run again.
 */
export async function runPrepared(client: pg.PoolClient, sql: string, values: unknown[], maxPerConnection: number) {
  let statements = statementsBy.get(client);
  if (!statements) {
    statements = new Map();
    statementsBy.set(client, statements);
    await client.query(GENERIC_PLANS);
  }
  const name = statementName(sql);
  const known = statements.get(name);
  if (known === 'unprepared' || (!known && statements.size >= maxPerConnection)) return client.query(sql, values);
  statements.set(name, 'prepared');
  try {
    return await client.query({ name, text: sql, values });
  } catch (error) {
    if (!isStaleResultType(error)) throw error;
    statements.set(name, 'unprepared');
    return client.query(sql, values);
  }
}
