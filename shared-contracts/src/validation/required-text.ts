import { z } from './zod-without-eval.js';

/** Non-empty trimmed text; `short` uses the login page's "Required" text. */
export function requiredText(options: { max?: number; short?: boolean } = {}) {
  const code = options.short ? 'requiredShort' : 'required';
  return z
    .string({ error: code })
    .trim()
    .min(1, { error: code })
    .max(options.max ?? 2000, { error: 'tooLong' });
}

export const optionalText = (max = 2000) => z.string({ error: 'invalidValue' }).trim().max(max, { error: 'tooLong' }).optional();
