import { intlLocales, type Locale } from '../locale/locales.js';

const formatters = new Map<Locale, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR' });
    formatters.set(locale, format);
  }
  return format;
}

/** Formats integer cents as euros: `formatMoney(129900, 'el')` → `1.299,00 €`, in English `€1,299.00`. */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Money must be integer cents, got ${cents}`);
  return formatter(locale).format(cents / 100);
}
