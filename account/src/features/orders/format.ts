import type { Locale } from '@remac/shared-contracts';

const intlLocale = (locale: Locale) => (locale === 'el' ? 'el-GR' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style: the orders list writes a date on every row at every render. */
function orderDateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Athens',
    });
    formats.set(key, format);
  }
  return format;
}

/** Dates of orders in Athens time, the shop's, whatever the visitor's clock says. */
export function formatOrderDate(value: unknown, locale: Locale, withTime = false): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return orderDateFormat(locale, withTime).format(date);
}
