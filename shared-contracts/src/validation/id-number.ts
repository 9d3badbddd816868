import { z } from './zod-without-eval.js';

// Greek police identity cards carry one or two capital letters and six digits (e.g. "ΑΒ 123456", older "Χ 123456").
// The letters are Greek capitals whose shapes exist in Latin too (Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ), so people type
// either alphabet: both are accepted and the Latin look-alikes are stored as the Greek letters.
const latinToGreek: Record<string, string> = {
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  Z: 'Ζ',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  Y: 'Υ',
  X: 'Χ',
};
const pattern = /^[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]{1,2}\d{6}$/;

/** Upper-cased, spaces and dashes removed, Latin look-alike letters turned Greek. */
export function normaliseIdNumber(input: string): string {
  return input
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => latinToGreek[letter] ?? letter);
}

export function isGreekIdNumber(input: string): boolean {
  return pattern.test(normaliseIdNumber(input));
}

export const idNumberSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .transform(normaliseIdNumber)
  .refine((value) => pattern.test(value), { error: 'idNumber' });
