import { intlLocales, type Locale } from '@remac/shared-contracts';

/**
 * The order's date in the shop's time zone, not the runtime's: the server and the browser must print the same
 * text, or hydrating a server-rendered receipt fails (React error #418).
 */
export function orderDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(
    new Date(iso),
  );
}
