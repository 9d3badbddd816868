import i18next, { type i18n } from 'i18next';
import type { Locale } from '@remac/shared-contracts';
import { shellI18nOptions } from '../features/locale/shell-i18n-options';

/**
 * A server render's own i18next instance with the shell's texts, in the page's language: remotes add
 * their namespaces to it through React's context (remote-kit's exposed modules), never to a shared one.
 */
export async function createPageI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...shellI18nOptions(locale), initAsync: false });
  return instance;
}
