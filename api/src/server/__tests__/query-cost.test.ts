import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, parse, validate, specifiedRules } from 'graphql';
import { queryLimitsRule } from '../query-limits.js';

const schema = buildSchema(`
  type Query { products(first: Int): [Product!]! product: Product }
  type Product { name: String related: [Product!]! variants: [Variant!]! }
  type Variant { sku: String }
`);

const codes = (query: string, depth = 4, cost = 200) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule(depth, cost)]).map((e) => e.extensions.code);

describe('query limits', () => {
  it('accepts a query within depth and cost', () => {
    assert.deepEqual(codes('{ product { name related { name } } }'), []);
  });

  it('rejects nesting deeper than the limit, also through fragments', () => {
    assert.deepEqual(codes('{ product { related { related { related { related { name } } } } } }'), ['QUERY_TOO_DEEP']);
    assert.deepEqual(codes('{ product { ...F } } fragment F on Product { related { related { related { related { name } } } } }'), ['QUERY_TOO_DEEP']);
  });

  it('multiplies the cost of nested lists by first or a default size', () => {
    assert.deepEqual(codes('{ products(first: 100) { variants { sku } } }', 4, 50), ['QUERY_TOO_COMPLEX']);
    assert.deepEqual(codes('{ products(first: 10) { variants { sku } } }', 4, 50), []);
  });
});
