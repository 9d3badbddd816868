import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@remac/shared-contracts';
import type { Translations } from '../translations/define-translations';

/** i18next as a remote's tests need it: initialised once, the remote's strings registered, in `locale`. */
export async function initTestI18n(translations: Translations, locale: Locale = 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ lng: locale, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  }
  translations.register();
  await i18next.changeLanguage(locale);
}
