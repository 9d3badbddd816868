import type { RemoteName } from '@remac/shared-contracts';
import { defineTranslations, type TranslationResources, type Translations } from '../translations/define-translations';

export interface Remote<R extends RemoteName = RemoteName> {
  name: R;
  translations: Translations;
  useT: Translations['useT'];
}

/**
 * A remote's one declaration: its name and its strings. `exposeFragment(remote, …)` and
 * `exposePages(remote, …)` wrap every exposed module with it; features read texts with `useT`.
 */
export function defineRemote<const R extends RemoteName>(name: R, { translations }: { translations: TranslationResources }): Remote<R> {
  const texts = defineTranslations(name, translations);
  return { name, translations: texts, useT: texts.useT };
}
