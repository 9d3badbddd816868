import { sql, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';

/** Up to 5 model names close to the term (trigram word similarity), for "did you mean". */
export async function suggest(db: Kysely<Database>, tenantId: string, phrase: string, locale: Locale): Promise<string[]> {
  if (!phrase) return [];
  // Similarity depends on the name only: computed once per distinct name, not per product (names repeat across
  // grades and conditions; `offset 0` keeps the planner from moving the test below the distinct, where it ran
  // for every product), then each close name is shown as its first product's localized name.
  const rows = await sql<{ name: Localized }>`
    with names as (
      select search_name, word_similarity(search_fold(${phrase}), search_name) as similarity
      from (select distinct search_name from products where tenant_id = ${tenantId} and status = 'active' offset 0) distinct_names
    )
    select (select p.name from products p
            where p.tenant_id = ${tenantId} and p.status = 'active' and p.search_name = n.search_name
            order by p.id limit 1) as name
    from names n where n.similarity > 0.3
    order by n.similarity desc, n.search_name
    limit 40`.execute(db);
  const names = rows.rows.map((row) => pickRequired(row.name, locale).split(/ [–(]/)[0]!.trim());
  return [...new Set(names)].slice(0, 5);
}
