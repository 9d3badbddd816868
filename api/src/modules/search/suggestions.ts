import { sql, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';

/** Up to 5 model names close to the term (trigram word similarity), for "did you mean". */
export async function suggest(db: Kysely<Database>, tenantId: string, phrase: string, locale: Locale): Promise<string[]> {
  if (!phrase) return [];
  const rows = await sql<{ name: Localized }>`
    select name from products
    where tenant_id = ${tenantId} and status = 'active' and word_similarity(search_fold(${phrase}), search_name) > 0.3
    order by word_similarity(search_fold(${phrase}), search_name) desc, id
    limit 40`.execute(db);
  const names = rows.rows.map((row) => pickRequired(row.name, locale).split(/ [–(]/)[0]!.trim());
  return [...new Set(names)].slice(0, 5);
}
