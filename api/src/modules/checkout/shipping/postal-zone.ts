import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { Zone } from './zones.js';

/** Zone of a supported Greek postal code (spaces ignored), or null when the code is not served. */
export async function zoneOf(db: Kysely<Database>, postalCode: string): Promise<Zone | null> {
  const code = postalCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code)) return null;
  const row = await db.selectFrom('postal_codes').select('zone').where('code', '=', code).executeTakeFirst();
  return row?.zone ?? null;
}
