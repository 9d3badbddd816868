import type { ComponentType } from 'react';
import type { FragmentProps, RemoteName } from '@remac/shared-contracts';
import { defineTranslations, type TranslationResources } from '../translations/define-translations';
import { exposeFragment } from './expose-fragment';
import { exposePages, type RoutePages } from './expose-pages';

/**
 * A remote's one declaration: its name and its strings. What it returns wraps every exposed module
 * the same way (`src/exposes/<module>.tsx` is one line) and gives features the translation hook.
 */
export function defineRemote<const R extends RemoteName>(name: R, { translations }: { translations: TranslationResources }) {
  const texts = defineTranslations(name, translations);
  return {
    name,
    namespace: texts.namespace,
    translations: texts,
    useT: texts.useT,
    fragment: <P extends FragmentProps>(Fragment: ComponentType<P>) => exposeFragment(name, texts, Fragment),
    pages: (pages: RoutePages<R>, options?: { className?: string }) => exposePages(name, texts, pages, options),
  };
}

export type Remote = ReturnType<typeof defineRemote>;
