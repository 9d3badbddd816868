import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Stores a valid submission once per distinct data (migration 019): the same newsletter address or the same message
 * sent again only counts the repeat and takes the latest locale, so the shop's list never holds a subscriber twice.
 * The answer is the same either way, so a form cannot tell anyone whether an address is already subscribed.
 * `first`: the submission was new (the shop is told of it once).
 */
export async function storeSubmission(
  db: Kysely<Database>,
  formId: number,
  data: Record<string, unknown>,
  locale: string,
): Promise<{ id: number; first: boolean }> {
  const json = JSON.stringify(data);
  return (
    db
      .insertInto('form_submissions')
      .values({
        form_id: formId,
        data: json,
        locale,
        fingerprint: sql<Uint8Array>`sha256(convert_to(cast(${json} as jsonb)::text, 'UTF8'))`,
      })
      .onConflict((conflict) =>
        conflict.columns(['form_id', 'fingerprint']).doUpdateSet({
          times_submitted: sql<number>`form_submissions.times_submitted + 1`,
          last_submitted_at: sql<Date>`now()`,
          locale: (eb) => eb.ref('excluded.locale'),
        }),
      )
      // A row just inserted has no updating transaction recorded in its xmax; one found and updated has.
      .returning(['id', sql<boolean>`xmax = 0`.as('first')])
      .executeTakeFirstOrThrow()
  );
}
