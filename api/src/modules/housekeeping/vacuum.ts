import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * VACUUM ANALYZE of every table of the shop, one table a statement (each short: the embedded database runs one
 * statement at a time). For PGlite, which is PostgreSQL in single-user mode and so runs no autovacuum: without this
 * the space of deleted and rewritten rows (carts swept, stock written after orders) is never reused, and the
 * planner's statistics age. Returns the tables vacuumed.
 */
export async function vacuumTables(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'
    order by tablename`.execute(db);
  for (const { name } of rows) await sql`vacuum analyze ${sql.table(name)}`.execute(db);
  return rows.length;
}
