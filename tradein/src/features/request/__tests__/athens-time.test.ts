import { athensTime } from '../athens-time';

describe("a request's times", () => {
  it('are written as the clock in Athens shows them', () => {
    // 22:15 UTC on 30 November is 00:15 on 1 December in Athens (UTC+2).
    expect(athensTime('2026-11-30T22:15:00Z', 'en')).toBe('Dec 1, 2026, 12:15 AM');
    expect(athensTime('2026-11-30T22:15:00Z', 'el')).toMatch(/^1 Δεκ 2026/);
  });

  it('use one formatter per language, however many events and messages a request has', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let hour = 10; hour < 30; hour += 1) athensTime(`2026-11-${hour}T10:00:00Z`, 'el');
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      formatters.mockRestore();
    }
  });
});
