import type { Locale } from './localize.js';

const formats = {
  el: new Intl.DateTimeFormat('el-GR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Athens' }),
  en: new Intl.DateTimeFormat('en-IE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Athens' }),
};

/** The day in Athens of an instant, as a buyer reads it: "Τετάρτη 2 Δεκεμβρίου", "Wednesday 2 December". */
export function athensDayText(instant: Date, locale: Locale): string {
  return formats[locale].format(instant);
}
