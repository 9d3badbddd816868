import i18next, { type i18n, type TFunction } from 'i18next';
import type { Locale } from '@remac/shared-contracts';
import { useNamespaceT } from './page-i18n';

export type TranslationResources = Record<Locale, object>;

export interface Translations {
  namespace: string;
  /**
   * Adds the strings to an i18next instance (idempotent): the page's own, which exposed modules read
   * from React's context on first render (the server gives every render its own instance).
   */
  register: (instance?: i18n) => void;
  useT: () => TFunction;
}

/**
 * A remote's namespace in the page's i18next instance. Registration happens on first render, never
 * on import: in a standalone harness the shared i18next may not be initialised when the module loads.
 */
export function defineTranslations(namespace: string, resources: TranslationResources): Translations {
  return {
    namespace,
    register(instance = i18next) {
      if (instance.hasResourceBundle('el', namespace)) return;
      // Not copied: the strings are never written to, and a server render adds them to a new instance every time.
      for (const [locale, strings] of Object.entries(resources))
        instance.addResourceBundle(locale, namespace, strings, false, false, { skipCopy: true });
    },
    // The namespace's texts are exactly `resources` in every instance that registered them.
    useT: () => useNamespaceT(namespace, resources),
  };
}
