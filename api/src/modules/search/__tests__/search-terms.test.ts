import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchesNamesByTrigram, termTokens, toTsQuery } from '../search-terms.js';

describe('search terms', () => {
  it('splits on anything but letters and digits, in any script', () => {
    assert.deepEqual(termTokens('MacBook Air 13" M2 (2022)'), ['MacBook', 'Air', '13', 'M2', '2022']);
    assert.deepEqual(termTokens('ιντσών & ΜΠΑΤΑΡΊΑ'), ['ιντσών', 'ΜΠΑΤΑΡΊΑ']);
  });

  it('ignores empty terms and operators, and caps the number of words', () => {
    assert.deepEqual(termTokens('  '), []);
    assert.deepEqual(termTokens(null), []);
    assert.deepEqual(termTokens("') | !:* &"), []);
    assert.equal(termTokens('a b c d e f g h i j').length, 8);
  });

  it('builds a prefix query limited to the weights of the chosen fields', () => {
    assert.equal(toTsQuery(['mac', 'air'], null), 'mac:* & air:*');
    assert.equal(toTsQuery(['mac'], ['DESCRIPTION', 'NAME', 'SKU']), 'mac:*ABD');
  });

  it('allows typo matching only when names are searched', () => {
    assert.equal(matchesNamesByTrigram(undefined), true);
    assert.equal(matchesNamesByTrigram(['NAME', 'SKU']), true);
    assert.equal(matchesNamesByTrigram(['DESCRIPTION']), false);
  });
});
