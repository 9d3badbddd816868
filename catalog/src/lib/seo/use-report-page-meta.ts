import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath, pageMeta, seoDescription, type Locale, type RouteName, type RouteParams } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';

export interface CatalogPageMeta {
  title: string;
  description?: string | null;
  /** The route id in each language; listing routes without an id leave it out. */
  ids?: Partial<Record<Locale, string>>;
}

function pathIn(route: RouteName, locale: Locale, ids: CatalogPageMeta['ids']): string {
  const params: RouteParams | undefined = ids ? { id: ids[locale] ?? ids.el ?? ids.en } : undefined;
  return localizedPath(route, locale, params);
}

/** Tells the shell this page's title, description (160 characters), canonical URL and hreflang alternates. */
export function useReportPageMeta(route: RouteName, meta: CatalogPageMeta | undefined) {
  const { bus, locale } = useHost();
  const { pathname } = useLocation();
  const key = meta && JSON.stringify(meta);
  useEffect(() => {
    if (!meta) return;
    bus.channel(pageMeta).emit({
      path: pathname,
      title: meta.title,
      description: meta.description ? seoDescription(meta.description) : undefined,
      alternates: { el: pathIn(route, 'el', meta.ids), en: pathIn(route, 'en', meta.ids) },
      // A path: the shell resolves it on the shop's own origin (the site URL in production).
      canonical: pathIn(route, locale, meta.ids),
    });
    // `key` stands for `meta`: a new object with the same content must not report again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, pathname, route, locale, key]);
}

/** The ids of a looked-up slug per language, from the SEO translations. */
export function idsFromTranslations(translations: readonly { locale: string; slug: string }[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    translations.filter((entry) => entry.locale === 'el' || entry.locale === 'en').map((entry) => [entry.locale, entry.slug]),
  );
}
