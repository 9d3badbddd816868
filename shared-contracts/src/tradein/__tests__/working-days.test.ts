import { dayAfter, greekPublicHolidays, isWorkingDay, nextWorkingDay, orthodoxEaster } from '../working-days.js';

describe('working days', () => {
  it('finds Orthodox Easter in the Gregorian calendar', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
    expect(orthodoxEaster(2028)).toBe('2028-04-16');
  });

  it('lists the twelve days Greece rests by law, the movable ones from Easter', () => {
    expect(greekPublicHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-15', // Clean Monday
      '2027-03-25',
      '2027-04-30', // Good Friday
      '2027-05-01',
      '2027-05-03', // Easter Monday
      '2027-06-21', // Monday of the Holy Spirit
      '2027-08-15',
      '2027-10-28',
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it('works Monday to Friday except on a public holiday', () => {
    expect(isWorkingDay('2026-12-24')).toBe(true); // Thursday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas, a Friday
    expect(isWorkingDay('2026-12-26')).toBe(false); // Saturday
    expect(isWorkingDay('2027-01-06')).toBe(false); // Epiphany, a Wednesday
    expect(isWorkingDay('2027-03-15')).toBe(false); // Clean Monday
    expect(isWorkingDay('2027-03-16')).toBe(true);
  });

  it('finds the next working day over weekends, holidays and the turn of a month or year', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-04'); // New Year's Day on a Friday
    expect(nextWorkingDay('2027-04-29')).toBe('2027-05-04'); // Good Friday, May Day, Easter, Easter Monday
  });
});
