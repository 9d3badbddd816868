import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { sql } from 'kysely';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

/**
 * Searches read product_facet_keys (facet counts) and product_search_names (typo match, suggestions); whatever
 * writes products and their link tables keeps them true (the triggers of migrations 014 and 015).
 */
describe('What a search reads follows the catalogue', onItsOwnDatabase, () => {
  const db = seededDatabase();

  const context = () => anonymousContext(db);

  async function counts(facet: string): Promise<Record<string, number>> {
    const result = await graphql({
      schema,
      source: `query ($aggs: [String!]) { search(first: 0, aggs: $aggs) { aggregations { name buckets { key count } } } }`,
      variableValues: { aggs: [facet] },
      contextValue: context(),
    });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const [aggregation] = (result.data!.search as { aggregations: { buckets: { key: string; count: number }[] }[] }).aggregations;
    return Object.fromEntries(aggregation!.buckets.map((bucket) => [bucket.key, bucket.count]));
  }

  const idOf = async (table: 'taxons' | 'option_values', column: 'slug' | 'value', value: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(column)} = ${value} limit 1`.execute(db)).rows[0]!.id;

  /** An active product linked to the taxon or option value (by a raw query: the link tables differ in one column). */
  const activeProductWith = async (link: 'product_taxons' | 'product_option_values', column: 'taxon_id' | 'option_value_id', id: number) =>
    (
      await sql<{ product_id: number }>`select l.product_id from ${sql.table(link)} l join products p on p.id = l.product_id
        where ${sql.ref(`l.${column}`)} = ${id} and p.status = 'active' limit 1`.execute(db)
    ).rows[0]!.product_id;

  it('counts a taxon link as it is removed, added back and moved', async () => {
    const fair = await idOf('taxons', 'slug', 'fair');
    const excellent = await idOf('taxons', 'slug', 'excellent');
    const before = await counts('grade');
    const product = await activeProductWith('product_taxons', 'taxon_id', fair);
    await db.deleteFrom('product_taxons').where('product_id', '=', product).where('taxon_id', '=', fair).execute();
    assert.equal((await counts('grade')).fair, before.fair! - 1);
    await db.insertInto('product_taxons').values({ product_id: product, taxon_id: fair, position: 9 }).execute();
    assert.deepEqual(await counts('grade'), before);
    await db
      .updateTable('product_taxons')
      .set({ taxon_id: excellent })
      .where('product_id', '=', product)
      .where('taxon_id', '=', fair)
      .execute();
    const moved = await counts('grade');
    assert.equal(moved.fair, before.fair! - 1);
    assert.equal(moved.excellent, before.excellent! + 1);
  });

  it('counts option values as a refresh of the variant roll-ups rewrites them', async () => {
    const before = await counts('memory');
    const sixteen = await idOf('option_values', 'value', '16');
    const product = await activeProductWith('product_option_values', 'option_value_id', sixteen);
    await db.updateTable('variants').set({ status: 'archived' }).where('product_id', '=', product).execute();
    await sql`select refresh_product_option_values('remac')`.execute(db);
    assert.equal((await counts('memory'))['16'], before['16']! - 1);
    await db.updateTable('variants').set({ status: 'active' }).where('product_id', '=', product).execute();
    await sql`select refresh_product_option_values('remac')`.execute(db);
    assert.deepEqual(await counts('memory'), before);
  });

  it('finds a name by a typo and suggests it only while one of its products is active', async () => {
    const typo = async () => {
      const result = await graphql({
        schema,
        source: `{ search(term: "keybord", first: 5, suggest: true) { total suggestions } }`,
        contextValue: context(),
      });
      assert.equal(result.errors, undefined, JSON.stringify(result.errors));
      return result.data!.search as { total: number; suggestions: string[] };
    };
    const before = await typo();
    assert.ok(before.total > 0 && before.suggestions.some((name) => name.startsWith('Magic Keyboard')));
    const keyboards = await db
      .selectFrom('products')
      .select('id')
      .where('search_name', 'like', '%keyboard%')
      .where('status', '=', 'active')
      .execute();
    await db
      .updateTable('products')
      .set({ status: 'archived' })
      .where(
        'id',
        'in',
        keyboards.map((row) => row.id),
      )
      .execute();
    const archived = await typo();
    assert.equal(archived.total, 0);
    assert.ok(!archived.suggestions.some((name) => name.startsWith('Magic Keyboard')));
    await db
      .updateTable('products')
      .set({ status: 'active' })
      .where(
        'id',
        'in',
        keyboards.map((row) => row.id),
      )
      .execute();
    assert.deepEqual(await typo(), before);
  });
});
