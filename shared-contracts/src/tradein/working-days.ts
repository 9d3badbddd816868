import { BUSINESS_DAYS } from './constants.js';

const DAY = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Orthodox Easter Sunday of a year, as a Gregorian date: the Julian computus (Meeus), then the Julian calendar's lag
 * behind the Gregorian (13 days in 1900–2099, 14 from 2100).
 */
export function orthodoxEaster(year: number): string {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const lag = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return isoDate(Date.UTC(year, month - 1, day) + lag * DAY);
}

/**
 * The days a year on which Greek banks and the shop are closed by law: eight fixed dates and four that move with
 * Orthodox Easter (Clean Monday, Good Friday, Easter Monday, the Monday of the Holy Spirit). When the government
 * moves a holiday (May Day falling in Holy Week, say), the shop follows by hand.
 */
export function greekPublicHolidays(year: number): string[] {
  const easter = Date.parse(`${orthodoxEaster(year)}T00:00:00Z`);
  const fromEaster = (days: number) => isoDate(easter + days * DAY);
  const fixed = ['01-01', '01-06', '03-25', '05-01', '08-15', '10-28', '12-25', '12-26'].map((day) => `${year}-${day}`);
  return [...fixed, fromEaster(-48), fromEaster(-2), fromEaster(1), fromEaster(50)].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(greekPublicHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Whether the shop works on a calendar date (YYYY-MM-DD): one of its business days and not a public holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
  return BUSINESS_DAYS.includes(weekday) && !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/** The calendar date after `date` (YYYY-MM-DD). */
export const dayAfter = (date: string): string => isoDate(Date.parse(`${date}T12:00:00Z`) + DAY);

/** The first working day after `date`. */
export function nextWorkingDay(date: string): string {
  let next = dayAfter(date);
  while (!isWorkingDay(next)) next = dayAfter(next);
  return next;
}
