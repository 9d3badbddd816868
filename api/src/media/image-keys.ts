import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Every image key the catalogue refers to. */
export async function imageKeys(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ key: string }>`
    select distinct jsonb_array_elements(images)->>'key' as key from products
    union select image->>'key' from taxons where image is not null
    union select image->>'key' from promotions where image is not null
    union select image->>'key' from carousel_slides where image is not null
    union select image->>'key' from brands where image is not null`.execute(db);
  return result.rows
    .map((row) => row.key)
    .filter(Boolean)
    .sort();
}
