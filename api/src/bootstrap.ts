import type { ApiConfig } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';

/** Opens the database, applies migrations and seeds the catalogue on first run (once, under a lock). */
export async function bootstrapDatabase(config: ApiConfig): Promise<DatabaseHandle & { seeded: boolean }> {
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const seeded = await withStartupLock(handle.db, async (db) => {
    await migrate(db);
    return seedIfEmpty(db, undefined, config.seedScale);
  });
  return { ...handle, seeded };
}
