import { z } from './zod-without-eval.js';
import { taxOffices } from './tax-offices-data.js';

/** Value of the "Other" choice: offices merge over time, so the list is never complete. */
export const TAX_OFFICE_OTHER = 'OTHER';

const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
const known = new Set(taxOffices.flatMap((office) => [normalise(office.el), normalise(office.en)]));

/** A tax office's official name from the list (Greek or English, accents and case ignored), or OTHER. */
export function isTaxOffice(input: string): boolean {
  const value = normalise(input);
  return value === TAX_OFFICE_OTHER || known.has(value);
}

export const taxOfficeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine(isTaxOffice, { error: 'taxOffice' });
