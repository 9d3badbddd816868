import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import { startRepeatingJob } from '../../lib/repeating-job.js';
import { sweep } from './sweep.js';
import { vacuumTables } from './vacuum.js';

/**
 * Sweeps a minute after start-up, then every `housekeepingIntervalSeconds`, and after each sweep vacuums the tables
 * when asked to (`vacuum`: the embedded database, which has no autovacuum); returns a stop function.
 */
export function startHousekeeping(db: Kysely<Database>, config: ApiConfig, options: { vacuum?: boolean } = {}): () => void {
  const seconds = config.housekeepingIntervalSeconds;
  return startRepeatingJob('housekeeping', seconds, Math.min(seconds, 60), async () => {
    const counts = await sweep(db, config);
    if (Object.values(counts).some((count) => count > 0)) console.error('API housekeeping: done', counts);
    if (options.vacuum) await vacuumTables(db);
  });
}
