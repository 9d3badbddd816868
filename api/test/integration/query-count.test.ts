import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';
import { productQuery, searchQuery, listingAggregations } from '../../bench/queries.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

/** SQL statements per GraphQL request, counted in process on a database of its own (no per-row queries). */
describe('Queries per request are bounded', onItsOwnDatabase, () => {
  let statements = 0;
  const db = seededDatabase({
    log: (event) => {
      if (event.level === 'query') statements += 1;
    },
  });

  async function count(source: string, variables: Record<string, unknown>) {
    statements = 0;
    const context = anonymousContext(db);
    const result = await graphql({ schema, source, variableValues: variables, contextValue: context });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return { statements, data: result.data as Record<string, { [key: string]: unknown }> };
  }

  it('reads a product page in one statement however many variants, images and related products it has', async () => {
    const many = await count(productQuery, { where: { slug: 'macbook-pro-14-m1-pro-2021-very-good' } });
    const one = await count(productQuery, { where: { slug: 'magic-keyboard-new' } });
    assert.ok((many.data.product!.variants as unknown[]).length > 3);
    assert.ok((many.data.product!.related as unknown[]).length > 3);
    assert.ok((one.data.product!.variants as unknown[]).length < (many.data.product!.variants as unknown[]).length);
    assert.equal(many.statements, 1);
    assert.equal(one.statements, 1);
  });

  it('reads the parts a fragment asks for with the product, and none when none is asked for', async () => {
    const withFragment = await count(
      `query ($where: ProductWhereUnique!) { product(where: $where) { ...Page } }
       fragment Page on Product { name ... on Product { variants { sku } } category { name } related { slug } }`,
      { where: { slug: 'macbook-pro-14-m1-pro-2021-very-good' } },
    );
    assert.equal(withFragment.statements, 1);
    assert.ok((withFragment.data.product!.variants as unknown[]).length > 3);
    assert.equal((withFragment.data.product!.category as { name: string }).name, 'MacBook Pro');
    const plain = await count(`query ($where: ProductWhereUnique!) { product(where: $where) { name } }`, {
      where: { slug: 'magic-keyboard-new' },
    });
    assert.equal(plain.statements, 1);
  });

  it("gives a card the texts and images of its product page: with a search's page in its one statement, or one statement more", async () => {
    // What productJson leaves out of a card (texts, gallery) and what it keeps (the first image).
    const shown = 'excerpt description image { src } images { src }';
    type Shown = { slug: string; excerpt: unknown; description: unknown; image: unknown; images: unknown[] };
    const details = ({ excerpt, description, image, images }: Shown) => ({ excerpt, description, image, images });
    const slug = 'macbook-pro-14-m1-pro-2021-very-good';
    const page = await count(`query ($where: ProductWhereUnique!) { product(where: $where) { ${shown} related { slug } } }`, {
      where: { slug },
    });
    const own = details(page.data.product as unknown as Shown);
    assert.ok(own.excerpt && own.description && own.image);
    assert.ok(own.images.length > 1);
    assert.equal(page.statements, 1);

    const found = await count(`query ($term: String) { search(term: $term, first: 24) { nodes { slug ${shown} } } }`, {
      term: 'macbook pro 14',
    });
    const card = (found.data.search!.nodes as Shown[]).find((node) => node.slug === slug);
    assert.deepEqual(details(card!), own);
    assert.equal(found.statements, 1);

    const relatedSlug = (page.data.product!.related as { slug: string }[])[0]!.slug;
    const related = await count(`query ($where: ProductWhereUnique!) { product(where: $where) { related { slug ${shown} } } }`, {
      where: { slug },
    });
    const relatedCard = (related.data.product!.related as Shown[])[0]!;
    const relatedPage = await count(`query ($where: ProductWhereUnique!) { product(where: $where) { ${shown} } }`, {
      where: { slug: relatedSlug },
    });
    assert.deepEqual(details(relatedCard), details(relatedPage.data.product as unknown as Shown));
    assert.ok(relatedCard.images.length > 1);
    assert.equal(related.statements, 2);
  });

  it('answers a search with facets, ticked ones included, and suggestions in one statement', async () => {
    const plain = await count(searchQuery, { first: 24, aggs: listingAggregations, where: { category: 'apple-products' } });
    const ticked = await count(searchQuery, {
      first: 24,
      aggs: listingAggregations,
      term: 'macbook',
      where: { taxons: ['macbook-pro'], grades: ['fair', 'excellent'], options: [{ name: 'memory', values: ['16'] }], inStock: true },
    });
    assert.equal((plain.data.search!.nodes as unknown[]).length, 24);
    assert.ok((plain.data.search!.nodes as { category: unknown; grade: unknown }[]).every((node) => node.category && node.grade));
    assert.ok((ticked.data.search!.total as number) > 0);
    // Total, page (with its cards' categories and grades), facet counts and suggestions: the candidates stay in
    // the database.
    assert.equal(plain.statements, 1);
    assert.equal(ticked.statements, 1);
  });
});
