import type { Locale } from '../../locale/locales.js';
import { defineChannel } from '../channel.js';

export interface LocaleChanged {
  locale: Locale;
  previous: Locale | undefined;
}

/** The visitor's language; replayed so that a remote loaded later knows it. */
export const localeChanged = defineChannel<LocaleChanged>('shell:locale-changed', { replay: true });
