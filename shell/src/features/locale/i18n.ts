import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@remac/shared-contracts';
import { shellI18nOptions } from './shell-i18n-options';

/** The page's one i18next instance; each remote adds its own namespace to it. */
export async function initI18n(locale: Locale): Promise<i18n> {
  await i18next.use(initReactI18next).init(shellI18nOptions(locale));
  return i18next;
}
