import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../lib/remote';
import { ProductGrid } from '../components/product-card';
import { PromotionGrid } from '../components/promotion-card';
import { QueryStatus } from '../components/query-status';
import { useHome } from '../features/home/api/get-home';
import { Carousel } from '../features/home/carousel';
import { HomeSection } from '../features/home/home-sections';
import { useReportPageMeta } from '../lib/seo/use-report-page-meta';
import ui from '../components/components.module.css';
import styles from '../features/home/home.module.css';

/** Home (inside the shell's black home layout): carousel, promotions, featured products. */
export function HomePage() {
  const t = useCatalogT();
  const { locale, tenant } = useHost();
  const { data: latest, loading, error, refetch } = useHome();
  // The page renders at transition priority, in slices, not in one task when the data arrives.
  const data = useDeferredValue(latest);
  useReportPageMeta('index', { title: tenant.name, description: t('home.description') });
  return (
    <div className={styles.home}>
      <h1 className={ui.visuallyHidden}>{t('home.title', { brand: tenant.name })}</h1>
      {!data && <QueryStatus loading={loading} error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Carousel slides={data.carousel} />
          <HomeSection title={t('home.promotions')}>
            <PromotionGrid promotions={data.promotions.nodes} />
          </HomeSection>
          <HomeSection title={t('home.featured')}>
            <ProductGrid products={data.products.nodes} />
            <Link className={styles.more} to={localizedPath('products', locale)}>
              {t('home.allProducts')}
            </Link>
          </HomeSection>
        </>
      )}
    </div>
  );
}
