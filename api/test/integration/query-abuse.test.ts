import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gql, unique } from '../support/client.js';

const codes = (result: Awaited<ReturnType<typeof gql>>) => (result.body.errors ?? []).map((e) => e.extensions?.code);

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
};
const ordinaryQuery = () => gql('query ($slug: String!) { product(where: { slug: $slug }) { slug } }', { slug: unique('no-such-product') });

/**
 * Sends the probe and, at the same time, an ordinary query. Before the limits each probe held the API's
 * event loop for 2-25 s, so the ordinary query waited as long; now the probe is refused before any work.
 * Other suites share this API, so both times are measured against an ordinary query just before.
 */
async function refusedWhileOthersAnswer(query: string, variables: Record<string, unknown> = {}) {
  const usual = (await timed(ordinaryQuery())).ms;
  const [refused, answered] = await Promise.all([timed(gql(query, variables)), timed(ordinaryQuery())]);
  assert.equal(answered.result.status, 200);
  assert.ok(answered.ms < usual + 1000, `an ordinary query waited ${Math.round(answered.ms)} ms (alone ${Math.round(usual)} ms)`);
  assert.ok(refused.ms < usual + 1000, `the refusal took ${Math.round(refused.ms)} ms (an ordinary query ${Math.round(usual)} ms)`);
  assert.equal(refused.result.body.data ?? null, null);
  return refused.result;
}

const aliased = (count: number, field: (i: number) => string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${String(i).padStart(4, '0')}: ${field(i)}`).join(' ')} }`;

describe('one request cannot hold the API', () => {
  it('refuses 1000 aliased suggesting searches (an 80 kB body) by their length', async () => {
    const query = aliased(1000, (i) => `search(term: "macbok air m1 ${i}", suggest: true) { total suggestions }`);
    assert.ok(query.length > 70_000 && query.length < 100_000);
    assert.deepEqual(codes(await refusedWhileOthersAnswer(query)), ['QUERY_TOO_LONG']);
  });

  it('refuses 2000 aliased searches, and more aliases than the limit even in a short query', async () => {
    assert.deepEqual(codes(await refusedWhileOthersAnswer(aliased(2000, () => 'search { total }'))), ['QUERY_TOO_LONG']);
    assert.deepEqual(codes(await refusedWhileOthersAnswer(aliased(16, (i) => `product(where: { slug: "p${i}" }) { slug }`))), [
      'QUERY_TOO_MANY_ALIASES',
    ]);
  });

  it('admits one search in a request, not two', async () => {
    const search = (i: number) => `search(term: "${unique('mac')}${i}", suggest: true) { total }`;
    assert.equal((await gql(aliased(1, search))).status, 200);
    assert.deepEqual(codes(await refusedWhileOthersAnswer(aliased(2, search))), ['QUERY_TOO_COMPLEX']);
  });

  it('refuses a fragment fanned out 22 levels deep (a 900-byte request) without walking it', async () => {
    const fragments = ['fragment F0 on Query { categories { slug } }'];
    for (let i = 1; i <= 22; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    // A new document each run: yoga caches validation per document, so a repeat would not show the walk.
    const query = `query { ...F22 } ${fragments.join(' ')} # ${unique('fan-out')}`;
    assert.ok(query.length < 1000);
    assert.deepEqual(codes(await refusedWhileOthersAnswer(query)), ['QUERY_TOO_COMPLEX']);
  });

  it('counts `first` given through a variable in the cost', async () => {
    const query = 'query ($n: Int) { products(first: $n) { nodes { related { variants { options { value } } } } } }';
    assert.deepEqual(codes(await refusedWhileOthersAnswer(query, { n: 100 })), ['QUERY_TOO_COMPLEX']);
    assert.equal((await gql(query, { n: 2 })).status, 200);
  });

  it('limits the depth of introspection too: 200 levels of ofType are refused', async () => {
    const query = `{ __type(name: "Product") { name ${'ofType { '.repeat(200)}name${' }'.repeat(200)} } }`;
    assert.ok(codes(await refusedWhileOthersAnswer(query)).includes('QUERY_TOO_DEEP'));
  });
});

describe('a product filter is no larger than a shopper can make', () => {
  const search = 'query ($where: ProductWhere) { search(where: $where, first: 24, aggs: ["category", "grade", "memory"]) { total } }';
  const options = (count: number, values = 1) =>
    Array.from({ length: count }, (_, i) => ({ name: `option-${i}`, values: Array.from({ length: values }, (_, v) => `v${v}`) }));

  it('refuses 100 option filters (a 3 kB request that kept the embedded database planning for seconds)', async () => {
    const refused = await refusedWhileOthersAnswer(search, { where: { options: options(100) } });
    assert.deepEqual(codes(refused), ['BAD_USER_INPUT']);
    assert.equal(refused.body.errors?.[0]?.extensions?.field, 'where.options');
  });

  it('refuses an option named twice, and more than 100 values in a list, in the search and in the product list', async () => {
    const twice = [
      { name: 'memory', values: ['8'] },
      { name: 'memory', values: ['16'] },
    ];
    assert.deepEqual(codes(await gql(search, { where: { options: twice } })), ['BAD_USER_INPUT']);
    const grades = Array.from({ length: 101 }, (_, i) => `grade-${i}`);
    assert.deepEqual(codes(await gql(search, { where: { grades } })), ['BAD_USER_INPUT']);
    const list = 'query ($where: ProductWhere) { products(where: $where) { total } }';
    assert.deepEqual(codes(await gql(list, { where: { options: options(11) } })), ['BAD_USER_INPUT']);
    assert.deepEqual(codes(await gql(list, { where: { slugs: grades } })), ['BAD_USER_INPUT']);
  });

  it('answers the largest filter allowed: 10 option filters of 100 values, 100 grades', async () => {
    const grades = Array.from({ length: 100 }, (_, i) => `grade-${i}`);
    const answered = await gql(search, { where: { options: options(10, 100), grades } });
    assert.equal(answered.body.errors, undefined);
    assert.equal((answered.body.data as { search: { total: number } }).search.total, 0);
  });
});

describe('similar products', () => {
  it('compares each field once, however often it is named: 300 × CATEGORY answers as CATEGORY does, in its time', async () => {
    const similar =
      'query ($fields: [SimilarField!]) { similar(where: { slug: "macbook-air-13-m2-2022-excellent" }, fields: $fields) { slug } }';
    const once = await gql(similar, { fields: ['CATEGORY'] });
    const usual = (await timed(gql(similar, { fields: ['CATEGORY'] }))).ms;
    const [repeated, ordinary] = await Promise.all([timed(gql(similar, { fields: Array(300).fill('CATEGORY') })), timed(ordinaryQuery())]);
    assert.deepEqual(repeated.result.body, once.body);
    assert.ok(repeated.ms < usual + 1000, `300 × CATEGORY took ${Math.round(repeated.ms)} ms (once: ${Math.round(usual)} ms)`);
    assert.equal(ordinary.result.status, 200);
  });
});

describe('the schema is not handed out in production', () => {
  it('refuses introspection, answering only __typename and whether a type of that name exists', async () => {
    const result = await gql('{ __schema { queryType { name } } }');
    assert.deepEqual(codes(result), ['INTROSPECTION_DISABLED']);
    assert.deepEqual(codes(await gql('{ __type(name: "Order") { fields { name } } }')), ['INTROSPECTION_DISABLED']);
    assert.deepEqual(codes(await gql('{ __type(name: "Order") { name ofType { name } } }')), ['INTROSPECTION_DISABLED']);
    assert.equal((await gql('{ __typename }')).body.data.__typename, 'Query');
    assert.equal((await gql('{ __type(name: "Order") { name } }')).body.data.__type.name, 'Order');
  });

  it('gives no "Did you mean" suggestions, in the document or in the variables', async () => {
    const literal = await gql('{ produc { id } products(orderBy: NEWES, firs: 1) { total } }');
    assert.equal(literal.body.errors?.length, 3);
    const variables = await gql('query ($w: ProductWhere, $o: ProductOrder) { products(where: $w, orderBy: $o) { total } }', {
      w: { slugz: [] },
      o: 'NEWES',
    });
    assert.equal(variables.body.errors?.length, 2);
    for (const result of [literal, variables]) assert.doesNotMatch(result.text, /Did you mean|NEWEST|"product"|slugs/);
  });
});
