import { formatMoney } from '../format-money.js';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats cents as Greek euros', () => {
    expect(formatMoney(129900, 'el')).toBe(`1.299,00${nbsp}€`);
    expect(formatMoney(5, 'el')).toBe(`0,05${nbsp}€`);
  });

  it('formats cents as English euros', () => {
    expect(formatMoney(129900, 'en')).toBe('€1,299.00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-1050, 'en')).toBe('-€10.50');
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p, which is not integer cents', (cents) => {
    expect(() => formatMoney(cents, 'el')).toThrow(TypeError);
  });
});
