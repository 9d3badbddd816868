import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, locales, type Locale } from '@remac/shared-contracts';
import el from './translations/el.json';
import en from './translations/en.json';

/** The page's one i18next instance; each remote adds its own namespace to it. */
export async function initI18n(locale: Locale): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { el: { shell: el }, en: { shell: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
