import { z } from './zod-without-eval.js';

// zod's kept address pattern: ASCII letters, digits and _'+-. only, so nothing of <>()[]\,;:" spaces or
// control characters reaches a page or a mail header; a domain with a TLD of two letters or more.
const emailPattern = z.regexes.email;

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
