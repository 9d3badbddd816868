import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';
import { migrationsDir } from '../config/paths.js';

const LOCK_ID = 72_001;

/** Runs `work` under a cluster-wide advisory lock so that concurrent API processes migrate and seed once. */
export async function withStartupLock<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_ID})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_ID})`.execute(conn);
    }
  });
}

/** Applies every not-yet-applied `NNN_name.sql`, each in its own transaction. Returns the applied versions. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    version text primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = new Set((await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
  const files = (await readdir(migrationsDir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ version }).execute();
    });
    applied.push(version);
  }
  return applied;
}
