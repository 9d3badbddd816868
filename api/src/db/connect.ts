import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './types.js';
import { PgliteDialect } from './pglite-dialect.js';
import { withPreparedStatements } from './prepared-statements.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(dataDir) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = (await import('pg')).default;
  // int8 (counts) and numeric arrive as strings by default; our values fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server closed (a restart, a failover) is an 'error' event: unheard, it ended the process.
  // The pool drops that connection and opens another when asked; meanwhile /ready says the database is down.
  pool.on('error', (error) => console.error(`API database: an idle connection failed (${error.message})`));
  // A pooler that hands each transaction another server connection (PgBouncer's transaction mode) loses them.
  const prepared = process.env.DATABASE_PREPARED_STATEMENTS !== 'off';
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: prepared ? withPreparedStatements(pool) : pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** PGlite in `<dataDir>/pglite` unless a PostgreSQL server URL is given. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(`${options.dataDir}/pglite`);
}
