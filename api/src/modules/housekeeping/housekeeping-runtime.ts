import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ApiConfig } from '../../config/config.js';
import { sweep } from './sweep.js';
import { vacuumTables } from './vacuum.js';

/**
 * Sweeps a minute after start-up, then every `housekeepingIntervalSeconds`, and after each sweep vacuums the tables
 * when asked to (`vacuum`: the embedded database, which has no autovacuum); returns a stop function.
 */
export function startHousekeeping(db: Kysely<Database>, config: ApiConfig, options: { vacuum?: boolean } = {}): () => void {
  const seconds = config.housekeepingIntervalSeconds;
  if (seconds <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await sweep(db, config);
      if (Object.values(counts).some((count) => count > 0)) console.error('API housekeeping: done', counts);
      if (options.vacuum) await vacuumTables(db);
    } catch (error) {
      console.error('API housekeeping: sweep failed', error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, Math.min(seconds, 60) * 1000);
  const timer = setInterval(run, seconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
