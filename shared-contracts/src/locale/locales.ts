export const locales = ['el', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'el';
/** Strings missing in a locale are taken from this one. */
export const fallbackLocale: Locale = 'en';

/** The prefix each locale's paths carry; the default locale has none. */
export const localePrefixes: Record<Locale, string> = { el: '', en: '/en' };

/** Intl locale used for numbers, money and dates. */
export const intlLocales: Record<Locale, string> = { el: 'el-GR', en: 'en' };

export const localeCookie = { name: 'i18n_locale', maxAgeDays: 365, path: '/', sameSite: 'Lax' } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
