import { formatOrderDate } from '../format';

describe('order dates', () => {
  it('are written in Athens time, with the time when asked, and left empty when unreadable', () => {
    // 23:30 UTC on 30 November is already 1 December in Athens (UTC+2).
    expect(formatOrderDate('2026-11-30T23:30:00Z', 'en')).toBe('1 Dec 2026');
    expect(formatOrderDate('2026-11-30T23:30:00Z', 'en', true)).toBe('1 Dec 2026, 01:30');
    expect(formatOrderDate('2026-11-30T23:30:00Z', 'el')).toMatch(/^1 Δεκ 2026$/);
    expect(formatOrderDate('not a date', 'el')).toBe('');
  });

  it('use one formatter per language and style, however many orders a list shows', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 1; day <= 20; day += 1) formatOrderDate(`2026-10-${String(day).padStart(2, '0')}T10:00:00Z`, 'el');
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      formatters.mockRestore();
    }
  });
});
