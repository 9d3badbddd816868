import type { APIRequestContext } from '@playwright/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { apiUrl } from './ports';

type SeoType = 'PRODUCT' | 'TAXON' | 'PROMOTION';

async function query<T>(request: APIRequestContext, locale: Locale, body: string, variables: object = {}): Promise<T> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Locale: locale, Tenant: 'remac' },
    data: { query: body, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** A product, a category and a promotion of the seeded catalogue, with their names, found through the API. */
export async function findEntities(request: APIRequestContext, locale: Locale) {
  const { search, categories, promotions } = await query<{
    search: { nodes: { slug: string; name: string; images: { src: string }[] }[] };
    categories: { slug: string; name: string }[];
    promotions: { nodes: { slug: string; name: string }[] };
  }>(
    request,
    locale,
    '{ search(first: 1) { nodes { slug name images { src } } } categories { slug name } promotions(first: 1) { nodes { slug name } } }',
  );
  return { product: search.nodes[0]!, category: categories[0]!, promotion: promotions.nodes[0]! };
}

/** Where the SEO table sends a renamed slug (`redirectTo`), as a path in `locale`. */
export async function redirectTarget(request: APIRequestContext, locale: Locale, type: SeoType, slug: string): Promise<string> {
  const { seoTranslations } = await query<{ seoTranslations: { redirectTo: string | null } | null }>(
    request,
    locale,
    'query($slug: String!, $type: SeoType!) { seoTranslations(where: { slug: $slug, type: $type }) { redirectTo } }',
    { slug, type },
  );
  const route = ({ PRODUCT: 'products-id', TAXON: 'categories-id', PROMOTION: 'promotions-id' } as const)[type];
  if (!seoTranslations?.redirectTo) throw new Error(`${type} ${slug} is not a renamed slug in the SEO table`);
  return localizedPath(route, locale, { id: seoTranslations.redirectTo });
}

/** The title the SEO table gives a slug (a product page's name in its head). */
export async function seoTitle(request: APIRequestContext, locale: Locale, type: SeoType, slug: string): Promise<string> {
  const { seoTranslations } = await query<{ seoTranslations: { seoMeta: { title: string } } | null }>(
    request,
    locale,
    'query($slug: String!, $type: SeoType!) { seoTranslations(where: { slug: $slug, type: $type }) { seoMeta { title } } }',
    { slug, type },
  );
  if (!seoTranslations) throw new Error(`${type} ${slug} is not in the SEO table`);
  return seoTranslations.seoMeta.title;
}
