import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './types.js';
import { PgliteDialect } from './pglite-dialect.js';
import { kyselyPool } from './postgres-pool.js';

export interface DatabaseTimeouts {
  /** The server cancels a statement running longer (a runaway query, a lock held too long); 0: no limit. */
  statementMs: number;
  /** Waiting for a free connection of the pool, or for a new one to open; 0: no limit. */
  connectMs: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** PGlite's one connection serves startup and requests alike: its statement limit is set when startup is done. */
  limitStatements?(ms: number): void;
  close(): Promise<void>;
}

async function openPglite(dataDir: string, statementMs: number): Promise<DatabaseHandle> {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const limit = { ms: statementMs };
  const db = new Kysely<Database>({ dialect: new PgliteDialect(dataDir, limit) });
  return { db, kind: 'pglite', limitStatements: (ms) => (limit.ms = ms), close: () => db.destroy() };
}

async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pg = (await import('pg')).default;
  // int8 (counts) and numeric arrive as strings by default; our values fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A hung or unreachable server fails requests after this wait instead of queueing them without end.
    connectionTimeoutMillis: timeouts.connectMs || undefined,
    statement_timeout: timeouts.statementMs || undefined,
    // When even the server's cancel does not come (a hung host, a lost network), the client gives up later, and the
    // connection is closed (postgres-pool.ts).
    query_timeout: timeouts.statementMs ? Math.round(timeouts.statementMs * 1.5) : undefined,
    // An idle connection to a host that vanished is found dead by TCP's keepalive, not by the next request.
    keepAlive: true,
  });
  // An idle connection the server closed (a restart, a failover) is an 'error' event: unheard, it ended the process.
  // The pool drops that connection and opens another when asked; meanwhile /ready says the database is down.
  pool.on('error', (error) => console.error(`API database: an idle connection failed (${error.message})`));
  // A pooler that hands each transaction another server connection (PgBouncer's transaction mode) loses them.
  const maxPrepared = process.env.DATABASE_PREPARED_STATEMENTS === 'off' ? 0 : 500;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool, maxPrepared) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * PGlite in `<dataDir>/pglite` (its statements limited as on PostgreSQL, pglite-thread.ts) unless a PostgreSQL server
 * URL is given; `timeouts` none by default.
 */
export function openDatabase(options: { dataDir: string; databaseUrl?: string; timeouts?: DatabaseTimeouts }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeouts ?? { statementMs: 0, connectMs: 0 })
    : openPglite(`${options.dataDir}/pglite`, options.timeouts?.statementMs ?? 0);
}
