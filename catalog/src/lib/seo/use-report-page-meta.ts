import { localizedPath, seoDescription, type Locale, type RouteName, type RouteParams } from '@remac/shared-contracts';
import { useHost, useReportPageMeta as useReportToShell } from '@remac/remote-kit';

export interface CatalogPageMeta {
  title: string;
  description?: string | null;
  /** The route id in each language; listing routes without an id leave it out. */
  ids?: Partial<Record<Locale, string>>;
  /** The page's picture for link previews. */
  image?: string;
  /**
   * A listing's page number. Each page after the first is its own canonical URL (`?page=N`, in both languages): with
   * page 1 as their canonical, search engines would not index the products that only later pages list.
   */
  page?: number;
  /** Kept out of search engines' index. */
  noindex?: boolean;
}

function pathIn(route: RouteName, locale: Locale, ids: CatalogPageMeta['ids']): string {
  const params: RouteParams | undefined = ids ? { id: ids[locale] ?? ids.el ?? ids.en } : undefined;
  return localizedPath(route, locale, params);
}

/** Tells the shell this page's title, description (160 characters), canonical URL and hreflang alternates. */
export function useReportPageMeta(route: RouteName, meta: CatalogPageMeta | undefined) {
  const { locale } = useHost();
  const query = meta?.page && meta.page > 1 ? `?page=${meta.page}` : '';
  useReportToShell(
    meta && {
      title: meta.title,
      description: meta.description ? seoDescription(meta.description) : undefined,
      alternates: { el: pathIn(route, 'el', meta.ids) + query, en: pathIn(route, 'en', meta.ids) + query },
      // A path: the shell resolves it on the shop's site URL.
      canonical: pathIn(route, locale, meta.ids) + query,
      image: meta.image,
      noindex: meta.noindex,
    },
  );
}

/** The ids of a looked-up slug per language, from the SEO translations. */
export function idsFromTranslations(translations: readonly { locale: string; slug: string }[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    translations.filter((entry) => entry.locale === 'el' || entry.locale === 'en').map((entry) => [entry.locale, entry.slug]),
  );
}
