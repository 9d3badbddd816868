import { BOOKING_HORIZON_DAYS, BUSINESS_TIMEZONE, CLOSING_MINUTE, OPENING_MINUTE, SLOT_CAPACITY, SLOT_MINUTES } from './constants.js';
import { isWorkingDay } from './working-days.js';

/** A repair slot: local date and start time in Athens, plus its instant. */
export interface RepairSlot {
  /** YYYY-MM-DD, Athens local date. */
  date: string;
  /** HH:MM, Athens local start time. */
  time: string;
  /** The instant the slot starts (UTC ISO string). */
  startsAt: string;
  capacity: number;
  remaining: number;
}

/** Key of a slot in a bookings map: `YYYY-MM-DD HH:MM` (Athens local). */
export const slotKey = (date: string, time: string) => `${date} ${time}`;

const pad = (n: number) => String(n).padStart(2, '0');
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

let athensClock: Intl.DateTimeFormat | undefined;

/**
 * Athens's wall clock, made once: building a formatter costs 0.1–0.3 ms, and a month of slots needs four readings a
 * slot (a `repairSlots` answer took 50–90 ms of CPU when each reading built its own).
 */
function athensClockParts(instant: Date): Intl.DateTimeFormatPart[] {
  athensClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return athensClock.formatToParts(instant);
}

/** Offset of Athens from UTC at an instant, in minutes (120 in winter, 180 in summer). */
function athensOffsetMinutes(instant: Date): number {
  const parts = athensClockParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of an Athens local date and time (business hours never fall in a DST gap). */
export function athensInstant(date: string, time: string): Date {
  const [, y, m, d] = date.match(datePattern)!.map(Number) as [number, number, number, number];
  const [, hh, mm] = time.match(timePattern)!.map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const offset = athensOffsetMinutes(new Date(guess - athensOffsetMinutes(new Date(guess)) * 60_000));
  return new Date(guess - offset * 60_000);
}

/** Athens local date (YYYY-MM-DD) of an instant. */
export function athensDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + athensOffsetMinutes(instant) * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Every slot start time of an open day: 10:00, 11:00 … 17:00. */
export const slotTimes: readonly string[] = Array.from({ length: Math.floor((CLOSING_MINUTE - OPENING_MINUTE) / SLOT_MINUTES) }, (_, i) => {
  const minute = OPENING_MINUTE + i * SLOT_MINUTES;
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
});

function isRealDate(date: string): boolean {
  const match = date.match(datePattern);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCFullYear() === y && value.getUTCMonth() === m - 1 && value.getUTCDate() === d;
}

export type SlotProblem = 'invalid' | 'closed' | 'past' | 'tooFar';

/** Why a slot cannot be booked at `now` (ignoring capacity), or null when it is inside business hours and ahead. */
export function slotProblem(date: string, time: string, now: Date): SlotProblem | null {
  return checkSlot(date, time, now).problem;
}

/** The slot's problem, and its instant when it has one (computed once: reading Athens's clock is the slot's main cost). */
function checkSlot(date: string, time: string, now: Date): { problem: SlotProblem | null; starts?: Date } {
  if (!isRealDate(date) || !timePattern.test(time)) return { problem: 'invalid' };
  if (!slotTimes.includes(time)) return { problem: 'closed' };
  if (!isWorkingDay(date)) return { problem: 'closed' };
  const starts = athensInstant(date, time);
  if (starts.getTime() <= now.getTime()) return { problem: 'past', starts };
  if (starts.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) return { problem: 'tooFar', starts };
  return { problem: null, starts };
}

/** The calendar dates from `from` to `to` inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  if (!isRealDate(from) || !isRealDate(to)) return [];
  const result: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    result.push(new Date(t).toISOString().slice(0, 10));
  }
  return result;
}

/**
 * Bookable slots between two Athens dates (inclusive): working days (no weekend, no public holiday), 10:00–18:00, not started yet, within the booking
 * horizon, with places left. `booked` counts bookings per `slotKey`.
 */
export function availableSlots(options: {
  from: string;
  to: string;
  now: Date;
  booked?: ReadonlyMap<string, number>;
  capacity?: number;
}): RepairSlot[] {
  const capacity = options.capacity ?? SLOT_CAPACITY;
  const result: RepairSlot[] = [];
  for (const date of datesBetween(options.from, options.to)) {
    for (const time of slotTimes) {
      const { problem, starts } = checkSlot(date, time, options.now);
      if (problem || !starts) continue;
      const remaining = capacity - (options.booked?.get(slotKey(date, time)) ?? 0);
      if (remaining <= 0) continue;
      result.push({ date, time, startsAt: starts.toISOString(), capacity, remaining });
    }
  }
  return result;
}
