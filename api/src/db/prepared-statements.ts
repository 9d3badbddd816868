import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The statements each connection has prepared, by name. */
const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();

const statementName = (sql: string) => `q${createHash('sha1').update(sql).digest('base64url')}`;

/** The query config that runs `sql` as a statement `client` prepared once, or unprepared past the connection's limit. */
function preparedQuery(client: pg.PoolClient, sql: string, values: unknown[], maxPerConnection: number): pg.QueryConfig {
  let prepared = preparedBy.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedBy.set(client, prepared);
  }
  const name = statementName(sql);
  if (!prepared.has(name)) {
    if (prepared.size >= maxPerConnection) return { text: sql, values };
    prepared.add(name);
  }
  return { name, text: sql, values };
}

/**
 * The pool as Kysely uses it, with each statement that has parameters prepared once per connection (pg's named
 * statements): PostgreSQL then parses a product page's statements once per connection instead of on every
 * request, and after a few runs reuses their plan (uncached Product: ~30 % less CPU per request, docs/performance.md). A statement without parameters may be several commands (migrations), which cannot be prepared.
 * Past `maxPerConnection` statements a connection runs new ones unprepared: each prepared one holds server memory
 * for as long as the connection lives.
 */
export function withPreparedStatements(pool: pg.Pool, maxPerConnection = 500): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters: readonly unknown[] = []) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable);
        return parameters.length
          ? client.query(preparedQuery(client, sqlOrCursor, [...parameters], maxPerConnection))
          : client.query(sqlOrCursor, [...parameters]);
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
