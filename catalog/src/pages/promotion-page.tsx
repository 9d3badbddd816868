import { useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@remac/shared-contracts';
import { useCatalogT } from '../lib/remote';
import { PageHeader } from '../components/page-header';
import { Listing } from '../features/listing/listing';
import { parsePage } from '../features/listing/listing-params';
import { usePromotion } from '../features/promotions/api/get-promotion';
import { SeoGate } from '../lib/seo/seo-gate';
import { useSeoResolve } from '../lib/seo/use-seo-resolve';
import { idsFromTranslations, useReportPageMeta } from '../lib/seo/use-report-page-meta';

/** `/promotions/{id}`: the promotion (looked up by slug) and its products. */
export function PromotionPage({ params }: RemotePageProps) {
  const slug = params.id ?? '';
  const listingPage = parsePage(useSearchParams()[0]);
  const t = useCatalogT();
  const { data, loading, error, refetch } = usePromotion(slug);
  const promotion = data?.promotion;
  const resolution = useSeoResolve('promotions-id', 'PROMOTION', slug, data !== undefined && !promotion);
  const seo = resolution.status === 'found' ? resolution.seo : undefined;
  useReportPageMeta(
    'promotions-id',
    seo && promotion
      ? {
          title: promotion.name,
          description: seo.seoMeta.description ?? promotion.excerpt,
          ids: idsFromTranslations(seo.translations),
          image: promotion.image?.src,
          page: listingPage,
        }
      : undefined,
  );
  return (
    <SeoGate resolution={resolution} ready={Boolean(promotion)} loading={loading} error={error} onRetry={() => void refetch()}>
      {() =>
        promotion && (
          <>
            <PageHeader title={promotion.name} intro={promotion.excerpt} />
            {promotion.description && <div dangerouslySetInnerHTML={{ __html: promotion.description }} />}
            {promotion.productsCount > 0 ? (
              <Listing key={slug} namespace={`promotions.${slug}`} base={{ promotion: slug }} />
            ) : (
              <p>{t('promotions.noProducts')}</p>
            )}
          </>
        )
      }
    </SeoGate>
  );
}
