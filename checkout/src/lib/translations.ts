import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import el from '../translations/el.json';
import en from '../translations/en.json';

export const namespace = 'checkout';

/** Adds this remote's strings to the page's one i18next instance (idempotent); call on first render. */
export function registerTranslations(): void {
  if (i18next.hasResourceBundle('el', namespace)) return;
  i18next.addResourceBundle('el', namespace, el);
  i18next.addResourceBundle('en', namespace, en);
}

export function useCheckoutT() {
  return useTranslation(namespace).t;
}
