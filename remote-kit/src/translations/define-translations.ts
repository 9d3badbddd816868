import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@remac/shared-contracts';

export type TranslationResources = Record<Locale, object>;

export interface Translations {
  namespace: string;
  /** Adds the strings to the page's one i18next instance (idempotent); exposed modules call it on first render. */
  register: () => void;
  useT: () => ReturnType<typeof useTranslation>['t'];
}

/**
 * A remote's namespace in the page's one i18next instance. Registration happens on first render, never
 * on import: in a standalone harness the shared i18next may not be initialised when the module loads.
 */
export function defineTranslations(namespace: string, resources: TranslationResources): Translations {
  return {
    namespace,
    register() {
      if (i18next.hasResourceBundle('el', namespace)) return;
      for (const [locale, strings] of Object.entries(resources)) i18next.addResourceBundle(locale, namespace, strings);
    },
    useT: () => useTranslation(namespace).t,
  };
}
