import { sql } from 'kysely';
import { nameSimilarityTable } from './search-statement.js';

/**
 * Each distinct folded name of the tenant's active products (product_search_names, kept by a trigger) with its
 * word similarity to the (unfolded) phrase, as a subquery (`search_name`, `similarity`, `name`): the similarity is
 * computed once per name, however many products share it, when the subquery is a materialized CTE (as a joined
 * subquery the planner may compute it for each product it joins). In both subqueries the term is folded in a scalar
 * subquery: once per statement, not once per name, whatever the plan (search-match.ts).
 */
export const searchNameSimilarity = (tenantId: string, phrase: string) =>
  sql<{ search_name: string; similarity: number; name: unknown }>`(
    select search_name, name, word_similarity((select search_fold(${phrase})), search_name) as similarity
    from product_search_names where tenant_id = ${tenantId})`;

/**
 * How close a word of a name must be to a word searched with a typo: pg_trgm's default word similarity threshold,
 * which its `<%` operator read from the session. Written out, a name's similarity computed once serves the rank and
 * the typo match alike (namesLikeThePhrase), and no session setting moves it.
 */
const TYPO_WORD_SIMILARITY = sql`0.6::float8`;

/** The tenant's distinct folded names that match the word with a typo (trigram word similarity), as a subquery. */
export const searchNamesLike = (tenantId: string, word: string) =>
  sql<{ search_name: string }>`(
    select search_name from product_search_names
    where tenant_id = ${tenantId} and word_similarity((select search_fold(${word})), search_name) >= ${TYPO_WORD_SIMILARITY})`;

/**
 * searchNamesLike of the searched phrase, read from the statement's `name_similarity` (search-statement.ts), where
 * each name was scored against the phrase already: for a one-word term, the typo names without scoring every name a
 * second time.
 */
export const namesLikeThePhrase = sql<{ search_name: string }>`(
  select search_name from ${nameSimilarityTable} where similarity >= ${TYPO_WORD_SIMILARITY})`;
