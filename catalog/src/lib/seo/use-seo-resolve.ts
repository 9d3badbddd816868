import { localizedPath, type RouteName } from '@remac/shared-contracts';
import type { SeoLookupQuery, SeoType } from '../graphql/generated';
import { useHost, useReportPageOutcome } from '@remac/remote-kit';
import { useSeoLookup } from './api/seo-lookup';

export type SeoEntry = NonNullable<SeoLookupQuery['seoTranslations']>;
export type SeoResolution =
  { status: 'pending' } | { status: 'found'; seo: SeoEntry } | { status: 'missing' } | { status: 'failed'; retry: () => void };

/**
 * Looks a route id up by slug: unknown → 404 (the shell's 404 page in the browser);
 * renamed (`redirectTo`) → the same route with the new id, replacing the history entry.
 * `dataMissing`: the page's own query found nothing for a slug the SEO table still knows.
 */
export function useSeoResolve(route: RouteName, type: SeoType, slug: string, dataMissing = false): SeoResolution {
  const { locale } = useHost();
  const { data, error, refetch } = useSeoLookup(slug, type);
  const seo = data?.seoTranslations;
  const missing = data !== undefined && (!seo || (dataMissing && !seo.redirectTo));
  const redirectTo = seo?.redirectTo;

  // On the server these become the response's 404, or its 301 to the new address.
  useReportPageOutcome(
    missing ? { status: 404 } : redirectTo ? { status: 301, location: localizedPath(route, locale, { id: redirectTo }) } : undefined,
  );

  if (error) return { status: 'failed', retry: () => void refetch() };
  if (missing) return { status: 'missing' };
  if (!seo || redirectTo) return { status: 'pending' };
  return { status: 'found', seo };
}
