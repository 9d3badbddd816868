import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { operationCost } from '../query-cost.js';

const schema = buildSchema(`
  type Query { products(first: Int): [Product!]! product: Product search(first: Int = 24): [Product!]! }
  type Product { name: String related: [Product!]! variants: [Variant!]! }
  type Variant { sku: String }
`);

const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return operationCost(schema, document, getOperationAST(document)!, variables);
};

describe('query cost', () => {
  it('counts each object field once, times the size of the list it is in, plus a weight per root field', () => {
    assert.equal(cost('{ product { name } }'), 100 + 1);
    assert.equal(cost('{ products(first: 10) { variants { sku } } }'), 100 + 1 + 10 * 1);
    assert.equal(cost('{ product { related { variants { sku } } } }'), 100 + 1 + (1 + 5 * 1));
    assert.equal(cost('{ search(first: 1) { name } }'), 2600 + 1, 'a search weighs 26 trips to the database');
  });

  it('reads first from the variables, the operation default or the schema default', () => {
    const query = 'query ($n: Int) { products(first: $n) { variants { sku } } }';
    assert.equal(cost(query, { n: 1000 }), 100 + 1 + 1000);
    assert.equal(cost('query ($n: Int = 50) { products(first: $n) { variants { sku } } }'), 100 + 1 + 50);
    assert.equal(cost('query ($n: Int) { search(first: $n) { variants { sku } } }'), 2600 + 1 + 24);
  });

  // Walking each spread would take days for forty levels: the test would time out.
  it('costs fragments spread twice per level in linear time', { timeout: 10_000 }, () => {
    const fragments = ['fragment F0 on Query { product { name } }'];
    for (let i = 1; i <= 40; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    assert.equal(cost(`{ ...F40 } ${fragments.join(' ')}`), 101 * 2 ** 40);
  });
});
