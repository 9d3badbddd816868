import { z } from './zod-without-eval.js';

/** ISO 13616 mod-97 check on an IBAN without spaces. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Greek IBAN: GR followed by 25 digits, passing the mod-97 check. */
export function isGreekIban(input: string): boolean {
  const value = input.replace(/\s+/g, '').toUpperCase();
  return /^GR\d{25}$/.test(value) && mod97(value) === 1;
}

export const ibanSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: 'required' }).refine(isGreekIban, { error: 'iban' }));
