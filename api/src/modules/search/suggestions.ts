import { sql, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';
import { searchNameSimilarity } from './search-names.js';

/** Up to 5 model names close to the term (trigram word similarity), for "did you mean". */
export async function suggest(db: Kysely<Database>, tenantId: string, phrase: string, locale: Locale): Promise<string[]> {
  if (!phrase) return [];
  // Similarity depends on the name only: computed once per distinct name, not per product (names repeat across
  // grades and conditions), then each close name is shown as its first product's localized name.
  const rows = await sql<{ name: Localized }>`
    select n.name from ${searchNameSimilarity(tenantId, phrase)} n where n.similarity > 0.3
    order by n.similarity desc, n.search_name
    limit 40`.execute(db);
  const names = rows.rows.map((row) => pickRequired(row.name, locale).split(/ [–(]/)[0]!.trim());
  return [...new Set(names)].slice(0, 5);
}
