import { defaultLocale, isLocale, type Locale } from './locales.js';

/** First supported locale among browser languages such as `en-GB`, `el`. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface LocaleSignals {
  pathLocale: Locale | undefined;
  cookieLocale: string | undefined;
  browserLanguages: readonly string[];
}

/** Route prefix first, then the saved cookie, then the browser language, then Greek. */
export function pickLocale({ pathLocale, cookieLocale, browserLanguages }: LocaleSignals): Locale {
  if (pathLocale) return pathLocale;
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromLanguages(browserLanguages) ?? defaultLocale;
}
