import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { migrationsDir } from '../../src/config/paths.js';

/** Applies the migrations before `version` the way migrate() does, to hold data written before it. */
export async function migrateBefore(db: Kysely<Database>, version: string) {
  await sql`create table schema_migrations (version text primary key, applied_at timestamptz not null default now())`.execute(db);
  for (const file of (await readdir(migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort()) {
    if (file >= version) break;
    await sql.raw(await readFile(path.join(migrationsDir, file), 'utf8')).execute(db);
    await db
      .insertInto('schema_migrations')
      .values({ version: file.replace(/\.sql$/, '') })
      .execute();
  }
}
