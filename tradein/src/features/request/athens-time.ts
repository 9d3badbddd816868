import { intlLocales, type Locale } from '@remac/shared-contracts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An instant of a request's history as the shop's clock in Athens shows it. One formatter per language: a request's
 * page writes one for every event and every message.
 */
export function athensTime(iso: unknown, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' });
    formats.set(locale, format);
  }
  return format.format(new Date(String(iso)));
}
