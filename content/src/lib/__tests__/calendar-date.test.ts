import { calendarDate } from '../calendar-date';

describe('calendar dates of the content', () => {
  it('are written in either language, as a month or a whole date', () => {
    expect(calendarDate('2026-11-01', 'en', 'month')).toBe('November 2026');
    expect(calendarDate('2026-11-01', 'el', 'month')).toBe('Νοέμβριος 2026');
    expect(calendarDate('2026-10-01', 'en', 'long')).toBe('October 1, 2026');
    expect(calendarDate('2026-10-01', 'el', 'long')).toBe('1 Οκτωβρίου 2026');
  });

  it('are read in UTC, so a visitor in New York sees the date the server rendered (not the day before)', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../calendar-date')>('../calendar-date');
        fresh.calendarDate('2026-11-01', 'en', 'month');
        fresh.calendarDate('2026-11-01', 'en', 'long');
      });
      expect(formatters.mock.calls.map(([, options]) => options?.timeZone)).toEqual(['UTC', 'UTC']);
    } finally {
      formatters.mockRestore();
    }
  });

  it('use one formatter per language and style for a whole page of dates', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let month = 1; month <= 12; month += 1) calendarDate(`2025-${String(month).padStart(2, '0')}-01`, 'el', 'month');
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      formatters.mockRestore();
    }
  });
});
