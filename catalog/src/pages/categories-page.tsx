import { Link } from 'react-router-dom';
import { categoryPath } from '../lib/category-path';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../lib/remote';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { ResponsiveImage } from '../components/responsive-image';
import { useCategories } from '../features/categories/api/get-categories';
import { useReportPageMeta } from '../lib/seo/use-report-page-meta';
import styles from '../components/components.module.css';

/** `/categories`: every category with its number of products. */
export function CategoriesPage() {
  const t = useCatalogT();
  const { locale } = useHost();
  const { data, loading, error, refetch } = useCategories();
  useReportPageMeta('categories', { title: t('pages.categories.title'), description: t('pages.categories.description') });
  return (
    <>
      <PageHeader title={t('pages.categories.title')} intro={t('pages.categories.description')} />
      {!data && <QueryStatus loading={loading} error={error} onRetry={() => void refetch()} />}
      <ul className={styles.grid}>
        {data?.categories.map((category) => (
          <li key={category.id}>
            <article className={styles.card} data-testid="category-card">
              <Link to={categoryPath(category.slug, locale)} className={styles.cardLink}>
                <ResponsiveImage image={category.image} sizes="(min-width: 992px) 25vw, 50vw" className={styles.cardImage} />
                <h2 className={styles.cardTitle}>{category.name}</h2>
              </Link>
              <p className={styles.cardMeta}>{t('promotions.products', { count: category.productsCount })}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
