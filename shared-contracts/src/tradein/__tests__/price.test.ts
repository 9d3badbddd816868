import { quotePrice, type PriceStep } from '../price.js';

const m = (value: number): PriceStep => ({ operation: 'multiply', value });
const d = (value: number): PriceStep => ({ operation: 'divide', value });
const a = (value: number): PriceStep => ({ operation: 'add', value });
const s = (value: number): PriceStep => ({ operation: 'subtract', value });

describe('quotePrice (spec §5)', () => {
  it.each([
    ['no answers keeps the initial price', 50_000, null, [], 50_000],
    ['multiply before subtract whatever the answer order', 50_000, null, [s(10_000), m(0.5)], 15_000],
    ['subtract after multiply would differ if applied as given', 50_000, null, [m(0.5), s(10_000)], 15_000],
    ['divide before add', 50_000, null, [a(5_000), d(2)], 30_000],
    ['divide by a value below 1 raises the price', 40_000, null, [d(0.8)], 50_000],
    ['divide by 0.5 doubles', 12_300, null, [d(0.5)], 24_600],
    ['full order multiply, divide, add, subtract', 100_000, null, [s(1_000), a(2_000), d(4), m(0.8)], 21_000],
    ['rounds to whole euros, half up', 10_050, null, [m(1)], 10_100],
    ['rounds down below half', 10_049, null, [], 10_000],
    ['result below €1 without a minimum becomes €1', 50_000, null, [s(60_000)], 100],
    ['result below €1 with a minimum becomes the minimum', 50_000, 2_500, [s(60_000)], 2_500],
    ['a tiny positive result (0.99 €) is below 1', 10_000, null, [m(0.0099)], 100],
    ['exactly €1 stays', 10_000, 3_000, [m(0.01)], 100],
    ['a minimum of 0 counts as none', 10_000, 0, [m(0)], 100],
    ['divide by zero leaves the price unchanged', 10_000, null, [d(0)], 10_000],
  ] as const)('%s', (_, initial, minimum, steps, expected) => {
    expect(quotePrice(initial, minimum, steps as unknown as PriceStep[]).price).toBe(expected);
  });

  it('reports the steps in applied order and whether the minimum rule applied', () => {
    const quote = quotePrice(100_000, 5_000, [
      { operation: 'subtract', value: 200_000, question: 'battery', answer: 'poor' },
      { operation: 'multiply', value: 0.5, question: 'grade', answer: 'fair' },
    ]);
    expect(quote.steps.map((step) => [step.question, step.priceAfter])).toEqual([
      ['grade', 50_000],
      ['battery', -150_000],
    ]);
    expect(quote.minimumApplied).toBe(true);
    expect(quote.price).toBe(5_000);
  });
});
