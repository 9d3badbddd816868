import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { PLAN_EACH_RUN } from '../../db/prepared-statements.js';
import type { FacetCountRow } from './aggregations.js';

export interface SearchAnswer {
  total: number;
  /** The page's product ids, in the search's order. */
  page: number[];
  facets: FacetCountRow[];
}

/** The names' similarity to the term, as the candidates join it (the statement computes it once, before them). */
export const nameSimilarityTable = sql<{ search_name: string; similarity: number }>`name_similarity`;

interface SearchStatement {
  /** Each distinct name's similarity to the term (search-match.ts), joined by the candidates' ranking. */
  nameSimilarity: Expression<unknown>;
  /**
   * The candidates: `id`, `mask` (the chosen facets each passes, bit i = facet i), `position` in the order, and
   * what the facets count (aggregations.ts).
   */
  candidates: Expression<unknown>;
  /** The mask of a candidate that passes every chosen facet (a result). */
  full: number;
  offset: number;
  limit: number;
  /** Facet counts over the candidates `c` (aggregations.ts), or null when none is asked for. */
  counts: Expression<FacetCountRow> | null;
}

/**
 * A search's total, page and facet counts in ONE statement: the candidates (every product matching the term and
 * the filters other than the chosen facets', often most of the catalogue) stay in the database; the API receives
 * the page's ids, the total and the counted facet values, however large the catalogue.
 */
export async function runSearchStatement(db: Kysely<Database>, statement: SearchStatement): Promise<SearchAnswer> {
  const { nameSimilarity, candidates, full, offset, limit, counts } = statement;
  const facets = counts
    ? sql`(select coalesce(jsonb_agg(to_jsonb(f) order by f.facet, f.s1, f.s2), '[]') from (${counts}) as f (facet, key, label, type_name, s1, s2, count) where f.count > 0)`
    : sql`'[]'::jsonb`;
  const { rows } = await sql<SearchAnswer>`${sql.raw(PLAN_EACH_RUN)}
    with name_similarity as materialized ${nameSimilarity},
    c as materialized (${candidates})
    select
      (select count(*)::int from c where mask = ${full}) as total,
      (select coalesce(array_agg(id order by position), '{}') from (
        select id, position from c where mask = ${full} order by position offset ${offset} limit ${limit}) page) as page,
      ${facets} as facets`.execute(db);
  return rows[0]!;
}
