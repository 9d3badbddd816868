import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { runPrepared } from './prepared-statements.js';

/** pg's error for a statement unanswered within `query_timeout`: the connection is still waiting for that answer. */
const isUnanswered = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * The pg pool as Kysely uses it.
 *
 * Each statement that has parameters is prepared once per connection (pg's named statements), unless `maxPrepared`
 * is 0: PostgreSQL then parses and plans (GENERIC_PLANS) a product page's statements once per connection instead of
 * on every request (uncached Product: ~30 % less CPU per request, docs/performance.md). A statement without
 * parameters may be several commands (migrations), which cannot be prepared. Past `maxPrepared` statements a
 * connection runs new ones unprepared: each prepared one holds server memory for as long as the connection lives.
 *
 * A connection one of whose statements went unanswered (a hung server, a lost network) is closed when released,
 * instead of going back to the pool where the next request would queue behind a statement that may never end.
 */
export function kyselyPool(pool: pg.Pool, maxPrepared: number): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let unanswered: Error | undefined;
      const noteUnanswered = (error: unknown): never => {
        if (isUnanswered(error)) unanswered = error as Error;
        throw error;
      };
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters: readonly unknown[] = []) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable);
        const answer =
          parameters.length && maxPrepared > 0
            ? runPrepared(client, sqlOrCursor, [...parameters], maxPrepared)
            : client.query(sqlOrCursor, [...parameters]);
        return answer.catch(noteUnanswered);
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(unanswered),
      };
    },
    end: () => pool.end(),
  };
}
