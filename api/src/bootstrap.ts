import type { ApiConfig } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';

/**
 * Opens the database, applies migrations and seeds the catalogue on first run (once, under a lock). That work runs
 * without a statement timeout: a migration or the first seed may run long, or wait for another process's. Requests
 * then get, on PostgreSQL, a pool with the configured timeouts, and on PGlite (one connection) the same connection
 * with its statement limit set.
 */
export async function bootstrapDatabase(config: ApiConfig): Promise<DatabaseHandle & { seeded: boolean }> {
  const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const startup = await openDatabase({ ...location, timeouts: { ...config.databaseTimeouts, statementMs: 0 } });
  let seeded: boolean;
  try {
    seeded = await withStartupLock(startup.db, async (db) => {
      await migrate(db);
      return seedIfEmpty(db, undefined, config.seedScale);
    });
  } catch (error) {
    await startup.close();
    throw error;
  }
  if (startup.kind === 'pglite') {
    startup.limitStatements?.(config.databaseTimeouts.statementMs);
    return { ...startup, seeded };
  }
  await startup.close();
  return { ...(await openDatabase({ ...location, timeouts: config.databaseTimeouts })), seeded };
}
