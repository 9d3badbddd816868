import { intlLocales, type Locale } from '@remac/shared-contracts';

/** The last day a quote given now is honoured, as the seller reads it. */
export function validUntilText(days: number, locale: Locale, now: Date): string {
  const until = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'Europe/Athens' }).format(until);
}
