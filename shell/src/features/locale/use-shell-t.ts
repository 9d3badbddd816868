import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import { languageSubscription, rememberedT, type TranslationSource } from '@remac/shared-contracts';
import { shellTexts } from './shell-i18n-options';

/**
 * The shell's texts (`t` of the `shell` namespace) from the render's i18next instance, renewed when the language
 * changes, remembering the texts it made for every render (`rememberedT` with the shell's texts). react-i18next's
 * `useTranslation` copies the whole i18n instance for every component that calls it, 7 % of a server render's time
 * (remote-kit's `useNamespaceT` does the same for the remotes).
 */
export function useShellT(): TFunction<'shell'> {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const read = () => instance.language;
  const language = useSyncExternalStore(languageSubscription(instance), read, read);
  return useMemo(
    () => rememberedT(instance as unknown as TranslationSource, language, 'shell', shellTexts) as unknown as TFunction<'shell'>,
    [instance, language],
  );
}
