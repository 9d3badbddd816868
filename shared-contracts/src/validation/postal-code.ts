import { z } from './zod-without-eval.js';

/** Greek postal code: five digits (spaces allowed, e.g. "184 52"); optionally one of a supported list. */
export function postalCodeSchema(supported?: ReadonlySet<string>) {
  return z
    .string({ error: 'required' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .regex(/^[1-8]\d{4}$/, { error: 'postalCode' })
        .refine((code) => !supported || supported.has(code), { error: 'postalCode' }),
    );
}
