import { proposedCents } from '../proposed-price';

describe('the proposed price', () => {
  it.each([
    ['450', 45_000],
    ['450,50', 45_050],
    ['450.5', 45_050],
    [' 1 200 € ', 120_000],
    ['1', 100],
    ['100000', 10_000_000],
  ])('%j is %i cents', (text, cents) => expect(proposedCents(text)).toBe(cents));

  it.each(['', '0', '0.99', '100001', '-5', 'abc', '1.999', '1e3'])('%j is not a price', (text) => expect(proposedCents(text)).toBeNull());
});
