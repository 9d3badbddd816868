import { athensInstant, availableSlots, slotKey, slotProblem, slotTimes } from '../slots.js';

// Wednesday 2026-11-25 09:30 in Athens (UTC+2 in winter).
const now = new Date('2026-11-25T07:30:00Z');

describe('repair slots', () => {
  it('has eight one-hour slots from 10:00 to 17:00', () => {
    expect(slotTimes).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('turns Athens local time into the right instant in winter and summer', () => {
    expect(athensInstant('2026-11-25', '10:00').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(athensInstant('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it("reads Athens's clock with one formatter, however many slots a month holds", () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const slots = availableSlots({ from: '2026-11-25', to: '2026-12-25', now });
      expect(slots.length).toBeGreaterThan(100);
      expect(formatters.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      formatters.mockRestore();
    }
  });

  it('offers no weekend, no past slot and nothing outside business hours', () => {
    const slots = availableSlots({ from: '2026-11-24', to: '2026-11-30', now });
    const dates = [...new Set(slots.map((slot) => slot.date))];
    expect(dates).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    expect(slots.filter((slot) => slot.date === '2026-11-25')).toHaveLength(8);
    const later = new Date('2026-11-25T10:30:00Z'); // 12:30 in Athens
    expect(availableSlots({ from: '2026-11-25', to: '2026-11-25', now: later }).map((slot) => slot.time)).toEqual([
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('offers no slot on a public holiday, when the workshop is closed', () => {
    const dates = new Set(availableSlots({ from: '2026-12-23', to: '2026-12-29', now }).map((slot) => slot.date));
    expect([...dates]).toEqual(['2026-12-23', '2026-12-24', '2026-12-28', '2026-12-29']);
    expect(slotProblem('2026-12-25', '12:00', now)).toBe('closed'); // Christmas, a Friday
    expect(slotProblem('2027-01-06', '12:00', now)).toBe('closed'); // Epiphany, a Wednesday
  });

  it('hides full slots and counts the places left', () => {
    const booked = new Map([
      [slotKey('2026-11-26', '10:00'), 2],
      [slotKey('2026-11-26', '11:00'), 1],
    ]);
    const slots = availableSlots({ from: '2026-11-26', to: '2026-11-26', now, booked, capacity: 2 });
    expect(slots.find((slot) => slot.time === '10:00')).toBeUndefined();
    expect(slots.find((slot) => slot.time === '11:00')?.remaining).toBe(1);
    expect(slots.find((slot) => slot.time === '12:00')?.remaining).toBe(2);
  });

  it('explains why a slot cannot be booked', () => {
    expect(slotProblem('2026-11-28', '10:00', now)).toBe('closed'); // Saturday
    expect(slotProblem('2026-11-26', '18:00', now)).toBe('closed');
    expect(slotProblem('2026-11-26', '09:00', now)).toBe('closed');
    expect(slotProblem('2026-11-24', '12:00', now)).toBe('past');
    expect(slotProblem('2026-02-30', '12:00', now)).toBe('invalid');
    expect(slotProblem('2027-06-01', '12:00', now)).toBe('tooFar');
    expect(slotProblem('2026-11-26', '12:00', now)).toBeNull();
  });
});
