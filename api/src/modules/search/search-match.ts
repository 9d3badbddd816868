import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SearchField } from '../../generated/graphql.js';
import { matchesNamesByTrigram, termTokens, toTsQuery } from './search-terms.js';
import { namesLikeThePhrase, searchNameSimilarity, searchNamesLike } from './search-names.js';

export interface SearchMatch {
  active: boolean;
  condition: (eb: ExpressionBuilder<Database, 'products'>) => Expression<SqlBool>;
  /** Each distinct name's word similarity to the term: the search statement's `name_similarity` (search-statement.ts). */
  nameSimilarity: RawBuilder<{ search_name: string; name: unknown; similarity: number }>;
  /** Uses `name_similarity`, joined on search_name. */
  rank: RawBuilder<number>;
}

/**
 * The term as a tsquery, folded as the vectors were, computed once per statement: as a scalar subquery it is an
 * InitPlan. Written inline, a plan prepared without the values (a generic plan) folds and parses it again for
 * every product it tests (10×: the candidates' scan 5.3 → 15.9 ms).
 */
const foldedQuery = (query: string) => sql`(select to_tsquery('simple', search_fold(${query})))`;

/** Shorter words must match exactly by prefix: "m2" must not find "m1". */
const TYPO_MIN_LENGTH = 4;

/**
 * Every word must match: as a prefix in the full-text vector (weighted by field), or, for names and
 * words of 4+ letters, as a trigram word match that tolerates typos ("macbok").
 */
export function searchMatch(
  tenantId: string,
  term: string | null | undefined,
  fields: readonly SearchField[] | null | undefined,
): SearchMatch {
  const tokens = termTokens(term);
  if (!tokens.length) {
    return {
      active: false,
      condition: () => sql<SqlBool>`true`,
      nameSimilarity: sql`(select null::text as search_name, null::jsonb as name, 0::real as similarity where false)`,
      rank: sql<number>`0`,
    };
  }
  const trigram = matchesNamesByTrigram(fields);
  const perToken = tokens.map((token) => {
    const fts = sql<SqlBool>`products.search_vector @@ ${foldedQuery(toTsQuery([token], fields))}`;
    if (!trigram || [...token].length < TYPO_MIN_LENGTH) return fts;
    // The typo match depends on the name only: it is tested once per distinct name, not per product. As an array
    // (not `in (subquery)`), it can be an index condition: a rare word then reads only its products (both arms
    // of the `or` by index), not every product.
    // One word is the whole phrase, whose similarity to each name the statement computes anyway.
    const names = tokens.length === 1 ? namesLikeThePhrase : searchNamesLike(tenantId, token);
    const typo = sql<SqlBool>`products.search_name = any(array${names})`;
    return sql<SqlBool>`(${fts} or ${typo})`;
  });
  const all = sql<SqlBool>`(${sql.join(perToken, sql` and `)})`;
  const tsquery = foldedQuery(toTsQuery(tokens, fields));
  const phrase = tokens.join(' ');
  return {
    active: true,
    condition: () => all,
    // The name's similarity is computed once per distinct name, not for each matching product (~10 µs each).
    nameSimilarity: searchNameSimilarity(tenantId, phrase),
    // Ranked by the vector without the description, which stays in the row (migration 017).
    rank: sql<number>`(ts_rank(products.rank_vector, ${tsquery}) + coalesce(name_similarity.similarity, 0))`,
  };
}
