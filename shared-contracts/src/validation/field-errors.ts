import type { z } from 'zod';
import { messageText, type MessageLocale } from './messages.js';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * Flattens a zod error into one entry per field (first issue wins), texts in the given locale; `text`
 * turns a code into its text (a module with codes of its own passes its own).
 */
export function toFieldErrors(
  error: z.ZodError,
  locale: MessageLocale | string = 'en',
  text: (code: string, locale: MessageLocale | string) => string = messageText,
): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    const code = issue.message;
    result.push({ field, code, message: text(code, locale) });
  }
  return result;
}
