import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const BATCH = 500;

export type SweptTable = 'carts' | 'login_attempts' | 'login_throttle' | 'form_submissions' | 'tradein_requests' | 'outbox';

/** Deletes in small batches so that a large backlog never holds the (embedded) database for long. */
export async function deleteInBatches(db: Kysely<Database>, table: SweptTable, where: ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const ctid = sql.raw('ctid');
    const result =
      await sql`delete from ${sql.table(table)} where ${ctid} in (select ${ctid} from ${sql.table(table)} where ${where} limit ${BATCH})`.execute(
        db,
      );
    const count = Number(result.numAffectedRows ?? 0);
    total += count;
    if (count < BATCH) return total;
  }
}
