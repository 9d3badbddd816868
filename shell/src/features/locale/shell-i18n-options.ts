import type { InitOptions } from 'i18next';
import { fallbackLocale, locales, type Locale } from '@remac/shared-contracts';
import el from './translations/el.json';
import en from './translations/en.json';

/** The shell's texts in every language: never written to, so texts made from them hold for every instance. */
export const shellTexts = { el, en };

/** The shell's i18next options for a page in `locale`: the browser's one instance and each server render's own. */
export function shellI18nOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    ns: ['shell'],
    defaultNS: 'shell',
    // The JSON objects are never written to: addResourceBundle adds namespaces beside `shell`.
    resources: { el: { shell: shellTexts.el }, en: { shell: shellTexts.en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
