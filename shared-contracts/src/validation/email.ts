import { z } from 'zod';

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** E-mail: required, then well-formed; lower-cased. */
export function emailSchema(options: { short?: boolean } = {}) {
  const required = options.short ? 'requiredShort' : 'required';
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: 'email' })
    .regex(emailPattern, { error: 'email' })
    .transform((value) => value.toLowerCase());
}
