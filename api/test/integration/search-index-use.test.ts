import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { CompiledQuery, sql } from 'kysely';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';
import { genericPlanOf, indexesOf, nodesOf, pagesOf, planOf } from '../support/query-plans.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

/**
 * A term search finds its matches through the products' full-text index, not by reading every product, also after
 * products were written (as each order writes their stock). Migration 016: a GIN index whose pending list of writes
 * is long is priced above reading every product, so the planner dropped it until a vacuum.
 */
describe('Term searches read their matches by index', onItsOwnDatabase, () => {
  let statement: CompiledQuery | undefined;
  const db = seededDatabase({
    log: (event) => {
      if (event.level === 'query' && event.query.sql.includes('search_vector @@')) statement = event.query;
    },
  });

  /** The search statement a term search runs. */
  async function termSearchStatement(term: string): Promise<CompiledQuery> {
    statement = undefined;
    const result = await graphql({
      schema,
      source: `query ($term: String) { search(term: $term, first: 24) { total nodes { slug } } }`,
      variableValues: { term },
      contextValue: anonymousContext(db),
    });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    // Set by the log while the search ran.
    const ran = statement as CompiledQuery | undefined;
    assert.ok(ran, 'the search ran a full-text statement');
    return ran;
  }

  const termSearchPlan = async (term: string, explain: string) => planOf(db, await termSearchStatement(term), explain);

  async function assertReadsByIndex(term: string) {
    const indexes = indexesOf(await termSearchPlan(term, 'format json'));
    assert.ok(indexes.includes('products_search_vector_idx'), `indexes read: ${indexes.join(', ') || 'none'}`);
  }

  it('uses the full-text index on the seeded catalogue and after every product was written', async () => {
    await assertReadsByIndex('keyboard');
    await sql`update products set total_on_hand = total_on_hand`.execute(db);
    await assertReadsByIndex('keyboard');
  });

  // Migration 017: the full vector (with the description) lies in TOAST, three pages a product, and was read back
  // for every match to rank it; the rank's vector stays in the row.
  it('ranks the matches of a broad term without reading pages beyond their rows', async () => {
    const plan = await termSearchPlan('macbook', 'analyze, buffers, format json');
    const candidates = nodesOf(plan).find((node) => node['Subplan Name'] === 'CTE c');
    assert.ok(candidates, 'the statement has its candidates (CTE c)');
    const matches = candidates['Actual Rows'] ?? 0;
    const pages = pagesOf(candidates);
    assert.ok(matches >= 20, `a broad term: ${matches} matches`);
    assert.ok(pages < matches, `${pages} pages read for ${matches} matches`);
  });

  // Migration 018: the names' products were indexed for active products only, which a plan made without the values
  // (a prepared statement's generic plan) cannot use; the equality was answered from the names' trigram index,
  // reading more pages than there were matches.
  it('finds the products of the names close to a word by index, in a plan made once for every term', async () => {
    const plan = await genericPlanOf(db, await termSearchStatement('macbok'));
    const candidates = nodesOf(plan).find((node) => node['Subplan Name'] === 'CTE c');
    assert.ok(candidates, 'the statement has its candidates (CTE c)');
    const matches = candidates['Actual Rows'] ?? 0;
    const pages = pagesOf(candidates);
    assert.ok(matches >= 20, `a typo of a broad term: ${matches} matches`);
    assert.ok(pages < matches, `${pages} pages read for ${matches} matches (indexes: ${indexesOf(candidates).join(', ')})`);
  });
});
