import { useCatalogT } from '../lib/remote';
import { PageHeader } from '../components/page-header';
import { PromotionGrid } from '../components/promotion-card';
import { QueryStatus } from '../components/query-status';
import { usePromotions } from '../features/promotions/api/get-promotions';
import { useReportPageMeta } from '../lib/seo/use-report-page-meta';

/** `/promotions`: the current promotions in their sort order. */
export function PromotionsPage() {
  const t = useCatalogT();
  const { data, loading, error, refetch } = usePromotions();
  useReportPageMeta('promotions', { title: t('pages.promotions.title'), description: t('pages.promotions.description') });
  return (
    <>
      <PageHeader title={t('pages.promotions.title')} intro={t('pages.promotions.description')} />
      {!data && <QueryStatus loading={loading} error={error} onRetry={() => void refetch()} />}
      {data && <PromotionGrid promotions={data.promotions.nodes} label={t('pages.promotions.title')} />}
    </>
  );
}
