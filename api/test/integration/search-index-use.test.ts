import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { CompiledQuery, Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];

/**
 * A term search finds its matches through the products' full-text index, not by reading every product, also after
 * products were written (as each order writes their stock). Migration 016: a GIN index whose pending list of writes
 * is long is priced above reading every product, so the planner dropped it until a vacuum.
 */
describe('Term searches read their matches by index', () => {
  let statement: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new PgliteDialect('memory://'),
    log: (event) => {
      if (event.level === 'query' && event.query.sql.includes('search_vector @@')) statement = event.query;
    },
  });
  before(async () => {
    await migrate(db);
    await seedIfEmpty(db);
  });
  after(() => db.destroy());

  async function termSearchIndexes(term: string): Promise<string[]> {
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
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${ran.sql}`, [...ran.parameters]),
    );
    return indexesOf(rows[0]!['QUERY PLAN'][0].Plan);
  }

  async function assertReadsByIndex(term: string) {
    const indexes = await termSearchIndexes(term);
    assert.ok(indexes.includes('products_search_vector_idx'), `indexes read: ${indexes.join(', ') || 'none'}`);
  }

  it('uses the full-text index on the seeded catalogue and after every product was written', async () => {
    await assertReadsByIndex('keyboard');
    await sql`update products set total_on_hand = total_on_hand`.execute(db);
    await assertReadsByIndex('keyboard');
  });
});
