import type { Locale } from '@remac/shared-contracts';

const intlLocale = (locale: Locale) => (locale === 'el' ? 'el-GR' : 'en-GB');

/** Dates of orders in Athens time, the shop's, whatever the visitor's clock says. */
export function formatOrderDate(value: unknown, locale: Locale, withTime = false): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Athens',
  }).format(date);
}
