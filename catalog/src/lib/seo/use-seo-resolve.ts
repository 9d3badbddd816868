import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedPath, notFound, type RouteName } from '@remac/shared-contracts';
import type { SeoLookupQuery, SeoType } from '../graphql/generated';
import { useHost } from '@remac/remote-kit';
import { useSeoLookup } from './api/seo-lookup';

export type SeoEntry = NonNullable<SeoLookupQuery['seoTranslations']>;
export type SeoResolution =
  { status: 'pending' } | { status: 'found'; seo: SeoEntry } | { status: 'missing' } | { status: 'failed'; retry: () => void };

/** Spec §2: the GraphQL client id sent with the SEO lookup. */
const seoClient = 'eshop';

/**
 * Looks a route id up by slug: unknown → the shell's 404 page (`shell:not-found`);
 * renamed (`redirectTo`) → the same route with the new id, replacing the history entry.
 * `dataMissing`: the page's own query found nothing for a slug the SEO table still knows.
 */
export function useSeoResolve(route: RouteName, type: SeoType, slug: string, dataMissing = false): SeoResolution {
  const { bus, locale } = useHost();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, error, refetch } = useSeoLookup(slug, type, seoClient);
  const seo = data?.seoTranslations;
  const missing = data !== undefined && (!seo || (dataMissing && !seo.redirectTo));
  const redirectTo = seo?.redirectTo;

  useEffect(() => {
    if (missing) bus.channel(notFound).emit({ path: pathname });
  }, [missing, bus, pathname]);
  useEffect(() => {
    if (redirectTo) void navigate(localizedPath(route, locale, { id: redirectTo }), { replace: true });
  }, [redirectTo, navigate, route, locale]);

  if (error) return { status: 'failed', retry: () => void refetch() };
  if (missing) return { status: 'missing' };
  if (!seo || redirectTo) return { status: 'pending' };
  return { status: 'found', seo };
}
