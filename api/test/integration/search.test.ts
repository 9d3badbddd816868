import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, gql, type Json } from '../support/client.js';

const SEARCH = `query Search($term: String, $first: Int, $skip: Int, $where: ProductWhere, $order: ProductOrder, $aggs: [String!], $fields: [SearchField!], $suggest: Boolean) {
  search(term: $term, first: $first, skip: $skip, where: $where, order: $order, aggs: $aggs, fields: $fields, suggest: $suggest) {
    total suggestions nodes { id slug name salePrice { amount } category { slug } grade { slug } }
    aggregations { name label buckets { key label count } } } }`;

const search = (variables: Record<string, unknown>, headers = en) => data(SEARCH, variables, headers).then((d) => d.search);

describe('Search', () => {
  it('with an empty term lists every active product', async () => {
    const all = await search({ term: '', first: 0 });
    const products = await data('{ products(first: 0) { total } }');
    assert.equal(all.total, products.products.total);
  });

  it('finds English model names, every word must match', async () => {
    const result = await search({ term: 'macbook air m2', first: 50 });
    assert.equal(result.total, 8);
    assert.ok(result.nodes.every((n: Json) => /MacBook Air .*M2/.test(n.name)));
  });

  it('is accent- and case-insensitive in Greek', async () => {
    const accented = await search({ term: 'ιντσών M2', first: 0 });
    const capitals = await search({ term: 'ΙΝΤΣΩΝ m2', first: 0 });
    const plain = await search({ term: 'ιντσων m2', first: 0 });
    assert.ok(accented.total > 0);
    assert.equal(capitals.total, accented.total);
    assert.equal(plain.total, accented.total);
  });

  it('matches Greek words with final sigma typed in capitals', async () => {
    const lower = await search({ term: 'κατάστασης', first: 0 });
    const upper = await search({ term: 'ΚΑΤΑΣΤΑΣΗΣ', first: 0 });
    assert.equal(lower.total, upper.total);
  });

  it('tolerates a typo in a name and suggests model names', async () => {
    const result = await search({ term: 'macbok', first: 5, suggest: true });
    assert.ok(result.total > 0);
    assert.ok(result.nodes.every((n: Json) => n.name.startsWith('MacBook')));
    assert.ok(result.suggestions.length > 0 && result.suggestions.every((s: string) => s.startsWith('MacBook')));
  });

  it("shows each card's own category, condition and grade, as its product page does", async () => {
    const cards = `category { slug name } condition { slug } grade { slug name }`;
    const page = await data(`{ search(first: 24, where: { category: "apple-products" }) { nodes { slug ${cards} } } }`);
    const nodes = page.search.nodes as Json[];
    assert.ok(new Set(nodes.map((node) => node.grade.slug)).size > 1, 'a page of several grades');
    for (const node of nodes) {
      const own = await data(`query ($slug: String!) { product(where: { slug: $slug }) { ${cards} } }`, { slug: node.slug });
      assert.deepEqual({ category: node.category, condition: node.condition, grade: node.grade }, own.product, node.slug);
    }
  });

  it('returns nothing (and no error) for an unknown term', async () => {
    const result = await search({ term: 'zxqvbn', first: 10, aggs: ['category'], suggest: true });
    assert.equal(result.total, 0);
    assert.deepEqual(result.nodes, []);
    assert.deepEqual(result.aggregations[0].buckets, []);
  });

  it('counts aggregations over the whole result, not the page', async () => {
    const result = await search({ term: 'mac', first: 2, aggs: ['category', 'grade', 'memory', 'price', 'availability', 'brand'] });
    assert.equal(result.nodes.length, 2);
    const byName = Object.fromEntries(result.aggregations.map((a: Json) => [a.name, a]));
    const sum = (name: string) => byName[name].buckets.reduce((total: number, b: Json) => total + b.count, 0);
    assert.equal(sum('category'), result.total);
    assert.equal(sum('price'), result.total);
    assert.equal(sum('availability'), result.total);
    assert.equal(sum('brand'), result.total);
    assert.ok(byName.memory.buckets.length > 2);
    assert.deepEqual(
      byName.grade.buckets.map((b: Json) => b.label),
      ['Excellent', 'Very good', 'Fair', 'Bad'],
    );
  });

  it('applies where filters together with the term', async () => {
    const result = await search({ term: 'macbook', where: { grades: ['bad'] }, first: 100 });
    assert.ok(result.total > 0);
    assert.ok(result.nodes.every((n: Json) => n.grade.slug === 'bad'));
  });

  it('pages past the end with the same total', async () => {
    const result = await search({ term: 'ipad', first: 10, skip: 500 });
    assert.deepEqual(result.nodes, []);
    assert.ok(result.total > 0);
  });

  it('restricts the match to the chosen fields', async () => {
    const description = await search({ term: 'Nikaia workshop', fields: ['DESCRIPTION'], first: 0 });
    const names = await search({ term: 'Nikaia workshop', fields: ['NAME'], first: 0 });
    assert.ok(description.total > 100);
    assert.equal(names.total, 0);
  });

  it('sorts by price when asked', async () => {
    const result = await search({ term: 'imac', order: 'PRICE_DESC', first: 20 });
    const prices = result.nodes.map((n: Json) => n.salePrice.amount);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
  });

  it('rejects bad arguments as client errors', async () => {
    for (const variables of [{ first: -5 }, { term: 'x'.repeat(500) }, { aggs: ['DROP TABLE'] }]) {
      const result = await gql(SEARCH, variables);
      assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(variables));
    }
  });
});

describe('Search facets are disjunctive', () => {
  const aggs = ['category', 'grade', 'memory', 'price', 'availability'];
  const base = { category: 'apple-products' };
  const buckets = (result: Json, name: string) =>
    Object.fromEntries(result.aggregations.find((a: Json) => a.name === name).buckets.map((b: Json) => [b.key, b.count]));
  const totalOf = async (where: Json) => (await search({ where, first: 0 })).total as number;

  it("counts a facet with the other facets' filters, not its own", async () => {
    const plain = await search({ where: base, first: 0, aggs });
    const [one, other] = Object.keys(buckets(plain, 'category'));
    const chosen = await search({ where: { ...base, taxons: [one], grades: ['excellent'] }, first: 0, aggs });
    const categories = buckets(chosen, 'category');
    // Every category stays selectable, each counted as the result of adding it to the choice.
    assert.deepEqual(Object.keys(categories), Object.keys(buckets(plain, 'category')));
    assert.equal(categories[one!], chosen.total);
    assert.equal(categories[other!], await totalOf({ ...base, taxons: [other], grades: ['excellent'] }));
    // The grade facet is counted under the category choice, without its own.
    const grades = buckets(chosen, 'grade');
    assert.equal(grades.excellent, chosen.total);
    assert.equal(grades.bad, await totalOf({ ...base, taxons: [one], grades: ['bad'] }));
    // A facet nobody chose is counted over the result itself.
    const prices = Object.values(buckets(chosen, 'availability')) as number[];
    assert.equal(
      prices.reduce((sum, count) => sum + count, 0),
      chosen.total,
    );
  });

  it('ORs the values of one facet and ANDs the facets', async () => {
    const plain = await search({ where: base, first: 0, aggs });
    const [one, other] = Object.keys(buckets(plain, 'category'));
    const both = await totalOf({ ...base, taxons: [one, other] });
    assert.equal(both, (await totalOf({ ...base, taxons: [one] })) + (await totalOf({ ...base, taxons: [other] })));
    const narrowed = await search({ where: { ...base, taxons: [one, other], grades: ['fair'] }, first: 0, aggs });
    assert.equal(buckets(narrowed, 'category')[one!], await totalOf({ ...base, taxons: [one], grades: ['fair'] }));
    assert.ok(narrowed.total < both);
  });

  it('counts an option facet without its own values, with the others', async () => {
    const memory = { name: 'memory', values: ['8'] };
    const chosen = await search({ where: { ...base, options: [memory], grades: ['fair'] }, first: 0, aggs });
    const sizes = buckets(chosen, 'memory');
    assert.equal(sizes['8'], chosen.total);
    assert.equal(sizes['16'], await totalOf({ ...base, options: [{ name: 'memory', values: ['16'] }], grades: ['fair'] }));
    assert.ok(sizes['16'] > 0);
    assert.equal(buckets(chosen, 'grade').fair, chosen.total);
    assert.equal(buckets(chosen, 'grade').excellent, await totalOf({ ...base, options: [memory], grades: ['excellent'] }));
  });

  it("counts each option value over the products whose variants have it, as the products' own variants show", async () => {
    const listed = await search({ where: base, first: 0, aggs: ['memory', 'storage'] });
    const expected: Record<string, Record<string, number>> = { memory: {}, storage: {} };
    for (let skip = 0; skip < listed.total; skip += 40) {
      const { search: page } = await data(
        `query ($where: ProductWhere, $skip: Int) { search(where: $where, first: 40, skip: $skip) { nodes { variants { isMaster options { internalName value } } } } }`,
        { where: base, skip },
        en,
      );
      for (const product of page.nodes) {
        for (const name of ['memory', 'storage']) {
          const values = new Set<string>(
            product.variants
              .filter((v: Json) => !v.isMaster)
              .flatMap((v: Json) => v.options.filter((o: Json) => o.internalName === name).map((o: Json) => o.value)),
          );
          for (const value of values) expected[name]![value] = (expected[name]![value] ?? 0) + 1;
        }
      }
    }
    assert.deepEqual(buckets(listed, 'memory'), expected.memory);
    assert.deepEqual(buckets(listed, 'storage'), expected.storage);
  });

  it('counts the price ranges without the chosen range', async () => {
    const plain = await search({ where: base, first: 0, aggs: ['price'] });
    const ranges = buckets(plain, 'price');
    const chosen = await search({ where: { ...base, priceMin: 30000, priceMax: 59999 }, first: 0, aggs: ['price'] });
    assert.deepEqual(buckets(chosen, 'price'), ranges);
    assert.equal(chosen.total, ranges['30000-60000']);
  });
});
