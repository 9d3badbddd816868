import { useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@remac/shared-contracts';
import { PageHeader } from '../components/page-header';
import { Listing } from '../features/listing/listing';
import { parsePage } from '../features/listing/listing-params';
import { useCategoryPage } from '../features/categories/api/get-category-page';
import { SeoGate } from '../lib/seo/seo-gate';
import { useSeoResolve } from '../lib/seo/use-seo-resolve';
import { idsFromTranslations, useReportPageMeta } from '../lib/seo/use-report-page-meta';
import { categoryRoute } from '../lib/category-path';

/** `/categories/{id}`: the category (looked up by slug) and its products; the accessories' canonical page is `/accessories`. */
export function CategoryPage({ params }: RemotePageProps) {
  const slug = params.id ?? '';
  const listingPage = parsePage(useSearchParams()[0]);
  const { data, loading, error, refetch } = useCategoryPage(slug);
  const page = data?.categoryPage;
  const resolution = useSeoResolve('categories-id', 'TAXON', slug, data !== undefined && !page);
  const seo = resolution.status === 'found' ? resolution.seo : undefined;
  const route = categoryRoute(slug);
  useReportPageMeta(
    route,
    seo && page
      ? {
          title: page.title,
          description: seo.seoMeta.description ?? page.description,
          ids: route === 'categories-id' ? idsFromTranslations(seo.translations) : undefined,
          page: listingPage,
        }
      : undefined,
  );
  return (
    <SeoGate resolution={resolution} ready={Boolean(page)} loading={loading} error={error} onRetry={() => void refetch()}>
      {() =>
        page && (
          <>
            <PageHeader title={page.title} />
            {page.description && <div dangerouslySetInnerHTML={{ __html: page.description }} />}
            <Listing key={slug} namespace={`categories.${slug}`} base={{ category: slug }} />
          </>
        )
      }
    </SeoGate>
  );
}
