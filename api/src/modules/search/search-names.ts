import { sql } from 'kysely';

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

/** The tenant's distinct folded names that match the word with a typo (trigram word similarity), as a subquery. */
export const searchNamesLike = (tenantId: string, word: string) =>
  sql<{ search_name: string }>`(
    select search_name from product_search_names where tenant_id = ${tenantId} and (select search_fold(${word})) <% search_name)`;
