import { after, before } from 'node:test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, type KyselyConfig } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { openDatabase } from '../../src/db/connect.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/seed.js';

/*
 * A new embedded database costs ~5 s of CPU before a test can use it (PGlite's initdb, the migrations, the seed);
 * a copy of one made earlier costs ~0.1 s. test/run-all makes one per run (`TEST_SEEDED_DATA_DIR`) and the test
 * files on a database of their own start from copies of it. A file run alone, without it, migrates and seeds its own.
 */
const templateVariable = 'TEST_SEEDED_DATA_DIR';

/** Makes the run's template: an API data folder whose database is migrated and seeded, closed cleanly. */
export async function makeSeededTemplate(dir: string): Promise<Record<string, string>> {
  const handle = await openDatabase({ dataDir: dir });
  try {
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
  return { [templateVariable]: dir };
}

/**
 * A scratch API data folder (`API_DATA_DIR`) under `parent`, holding a copy of the run's seeded database when there is
 * one: an API started on it neither migrates nor seeds.
 */
export function seededDataDir(parent: string = tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, 'remac-seeded-'));
  const template = process.env[templateVariable];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * For a test file run in process: the shop's database, migrated and seeded, in a scratch folder of its own; ready once
 * the suite's `before` hooks have run, removed after it.
 */
export function seededDatabase(config: Omit<KyselyConfig, 'dialect'> = {}): Kysely<Database> {
  const dir = seededDataDir();
  const db = new Kysely<Database>({ ...config, dialect: new PgliteDialect(path.join(dir, 'pglite')) });
  before(async () => {
    // Nothing to do on a copy of the template; a file run alone prepares its own.
    await migrate(db);
    await seedIfEmpty(db);
  });
  after(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}
