import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import type { PromotionCardFragment } from '../lib/graphql/generated';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../lib/remote';
import { ResponsiveImage } from './responsive-image';
import styles from './components.module.css';

export function PromotionCard({ promotion }: { promotion: PromotionCardFragment }) {
  const t = useCatalogT();
  const { locale } = useHost();
  return (
    <article className={styles.card} data-testid="promotion-card">
      <Link to={localizedPath('promotions-id', locale, { id: promotion.slug })} className={styles.cardLink}>
        <ResponsiveImage
          image={promotion.image}
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          className={styles.cardImage}
          decorative
        />
        <h3 className={styles.cardTitle}>{promotion.name}</h3>
      </Link>
      {promotion.excerpt && <p className={styles.cardMeta}>{promotion.excerpt}</p>}
      {promotion.productsCount > 0 && <p className={styles.cardMeta}>{t('promotions.products', { count: promotion.productsCount })}</p>}
    </article>
  );
}

export function PromotionGrid({ promotions, label }: { promotions: readonly PromotionCardFragment[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}
