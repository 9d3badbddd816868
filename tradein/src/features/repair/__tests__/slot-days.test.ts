import { dayLabel, slotDays, slotRange } from '../slot-days';

describe('slot picker days', () => {
  it('groups free slots by day in order and leaves out full slots and full days', () => {
    const days = slotDays([
      { date: '2026-12-02', time: '11:00', remaining: 1 },
      { date: '2026-12-01', time: '15:00', remaining: 2 },
      { date: '2026-12-01', time: '10:00', remaining: 0 },
      { date: '2026-12-01', time: '12:00', remaining: 1 },
      { date: '2026-12-03', time: '10:00', remaining: 0 },
    ]);
    expect(days.map((day) => [day.date, day.times.map((slot) => slot.time)])).toEqual([
      ['2026-12-01', ['12:00', '15:00']],
      ['2026-12-02', ['11:00']],
    ]);
  });

  it('asks for today to two weeks ahead', () => {
    expect(slotRange(new Date('2026-11-23T21:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-12-07' });
  });

  it('names each day in the page language, with one formatter per language however many days are shown', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(dayLabel('2026-12-01', 'el')).toBe('Τρίτη 1 Δεκεμβρίου');
      expect(dayLabel('2026-12-01', 'en')).toBe('Tuesday, December 1');
      for (let day = 10; day < 24; day += 1) dayLabel(`2026-12-${day}`, 'el');
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      formatters.mockRestore();
    }
  });
});
