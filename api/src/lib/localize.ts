import type { Localized } from '../db/types.js';

export type Locale = 'el' | 'en';

/** Text in the request locale, falling back to English, then Greek. */
export function pick(value: Localized | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  return value[locale] || value.en || value.el || null;
}

export function pickRequired(value: Localized | null | undefined, locale: Locale): string {
  return pick(value, locale) ?? '';
}
