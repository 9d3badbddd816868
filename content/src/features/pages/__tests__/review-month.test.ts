import { reviewMonth } from '../review-card';

describe('the month of a review', () => {
  it('is the month of its calendar date, in either language', () => {
    expect(reviewMonth('2026-11-01', 'en')).toBe('November 2026');
    expect(reviewMonth('2026-11-01', 'el')).toBe('Νοέμβριος 2026');
  });

  it('reads the date in UTC, so a visitor in New York sees the month the server rendered (not the one before)', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../review-card')>('../review-card');
        fresh.reviewMonth('2026-11-01', 'en');
      });
      expect(formatters.mock.calls.map(([, options]) => options?.timeZone)).toEqual(['UTC']);
    } finally {
      formatters.mockRestore();
    }
  });

  it('uses one formatter per language for a whole band of reviews', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let month = 1; month <= 12; month += 1) reviewMonth(`2026-${String(month).padStart(2, '0')}-01`, 'en');
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      formatters.mockRestore();
    }
  });
});
