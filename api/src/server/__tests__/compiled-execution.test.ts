import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'graphql';
import { compileAfterUses } from '../compiled-execution.js';

describe('compiled execution', () => {
  it('compiles a document only once it has run the given number of times, counting each document apart', () => {
    const worthCompiling = compileAfterUses(3);
    const product = parse('{ product(where: { slug: "x" }) { id } }');
    const search = parse('{ search(term: "mac") { total } }');
    assert.deepEqual(
      [1, 2, 3, 4, 5].map(() => worthCompiling(product)),
      [false, false, false, true, true],
    );
    assert.equal(worthCompiling(search), false);
  });

  it('with 0, compiles every document from its first run', () => {
    assert.equal(compileAfterUses(0)(parse('{ __typename }')), true);
  });
});
