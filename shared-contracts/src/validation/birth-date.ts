import { z } from './zod-without-eval.js';

/** Whole years between a YYYY-MM-DD birth date and a calendar day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A real YYYY-MM-DD date, not before 1900, of someone at least `minimumAge` on `today` (YYYY-MM-DD). */
export function birthDateSchema(options: { minimumAge: number; today: () => string }) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => isRealDate(value) && value >= '1900-01-01', { error: 'date' })
    .refine((value) => !isRealDate(value) || ageOn(value, options.today()) >= options.minimumAge, { error: 'birthDate' });
}
