import { z } from './zod-without-eval.js';

/** Greek VAT number (ΑΦΜ): 9 digits whose last is the check digit of the first eight. */
export function isGreekVatNumber(input: string): boolean {
  const value = input.replace(/\s+/g, '').replace(/^EL/i, '');
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(value[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(value[8]);
}

export const vatNumberSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').replace(/^EL/i, ''))
  .pipe(z.string().min(1, { error: 'required' }).refine(isGreekVatNumber, { error: 'vatNumber' }));
