import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import i18next, { type i18n, type TFunction } from 'i18next';
import { languageSubscription, rememberedT, type TranslationSource } from '@remac/shared-contracts';

/** The page's i18next instance as the exposed module's root received it (the server gives each render its own). */
export const PageI18n = createContext<i18n | null>(null);

/**
 * `t` for one namespace, from the instance of the exposed module's root (or the page's global one in a unit test
 * or a harness), renewed when the language changes, shared by every component and remembering its texts
 * (`rememberedT`). react-i18next's `useTranslation` copies the whole i18n instance for every component that
 * calls it: on the server that was 7 % of a page's render time. `texts`: the namespace's own texts, as registered,
 * so that the texts made are remembered for every render (see `rememberedT`).
 */
export function useNamespaceT(namespace: string, texts?: object): TFunction {
  const instance = useContext(PageI18n) ?? i18next;
  const read = () => instance.language;
  const language = useSyncExternalStore(languageSubscription(instance), read, read);
  return useMemo(
    () => rememberedT(instance as unknown as TranslationSource, language, namespace, texts) as unknown as TFunction,
    [instance, namespace, language, texts],
  );
}
