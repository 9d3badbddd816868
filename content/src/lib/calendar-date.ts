import { intlLocales, type Locale } from '@remac/shared-contracts';

const styles = {
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
  /** "November 1, 2026" */
  long: { dateStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarDateStyle = keyof typeof styles;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date of the content (`2026-11-01`: a review's, a policy's last update) in the page's language. Read in
 * UTC, as the date string is: in the visitor's zone, a visitor west of Greenwich saw the day before, and a page the
 * server rendered did not hydrate for them. One formatter per language and style for a whole page of dates.
 */
export function calendarDate(date: string, locale: Locale, style: CalendarDateStyle): string {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { ...styles[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(date));
}
