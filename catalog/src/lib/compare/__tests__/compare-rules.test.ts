import { addProduct, compareLimit, emptyCompare, makePrimary, removeProduct, sanitizeCompare } from '../compare-rules';

describe('compare rules (spec §3)', () => {
  it('makes the first product added the primary one', () => {
    const state = addProduct(addProduct(emptyCompare, 'a'), 'b');
    expect(state).toEqual({ productIds: ['a', 'b'], primaryId: 'a' });
  });

  it('makes the first remaining product primary when the primary is removed', () => {
    const state = removeProduct(addProduct(addProduct(addProduct(emptyCompare, 'a'), 'b'), 'c'), 'a');
    expect(state).toEqual({ productIds: ['b', 'c'], primaryId: 'b' });
  });

  it('keeps the primary when another product is removed, and empties to no primary', () => {
    const two = addProduct(addProduct(emptyCompare, 'a'), 'b');
    expect(removeProduct(two, 'b')).toEqual({ productIds: ['a'], primaryId: 'a' });
    expect(removeProduct(removeProduct(two, 'b'), 'a')).toEqual({ productIds: [], primaryId: null });
  });

  it('ignores duplicates and stops at the limit', () => {
    let state = addProduct(emptyCompare, 'a');
    expect(addProduct(state, 'a')).toBe(state);
    for (let index = 0; index < compareLimit + 2; index += 1) state = addProduct(state, `p${index}`);
    expect(state.productIds).toHaveLength(compareLimit);
  });

  it('can make another compared product primary, but not one outside the list', () => {
    const two = addProduct(addProduct(emptyCompare, 'a'), 'b');
    expect(makePrimary(two, 'b').primaryId).toBe('b');
    expect(makePrimary(two, 'z')).toBe(two);
  });

  it('repairs or discards a malformed saved state', () => {
    expect(sanitizeCompare('nonsense')).toEqual(emptyCompare);
    expect(sanitizeCompare({ productIds: ['a', 'a', 'b'], primaryId: 'gone' })).toEqual({ productIds: ['a', 'b'], primaryId: 'a' });
  });
});
