import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCompare } from '../../lib/compare/use-compare';
import { compareLimit } from '../../lib/compare/compare-rules';
import { useCatalogT } from '../../lib/remote';
import { useCompareProducts } from './api/get-compare-products';
import { CompareView } from './compare-view';
import ui from '../../components/components.module.css';
import styles from './compare.module.css';

/** The products chosen for comparison, with the way into the side-by-side view (spec §1, §3). */
export function CompareBar() {
  const t = useCatalogT();
  const { bus, locale } = useHost();
  const compare = useCompare(bus);
  const products = useCompareProducts(compare.state.productIds);
  const [viewing, setViewing] = useState(false);
  if (!compare.state.productIds.length) return null;
  return (
    <section className={styles.bar} aria-label={t('compare.bar')} data-testid="compare-bar">
      <h2 className={styles.barTitle}>{t('compare.count', { count: compare.state.productIds.length, limit: compareLimit })}</h2>
      <ul className={styles.items}>
        {products.map((product) => (
          <li key={product.id} className={styles.item} data-primary={product.id === compare.state.primaryId}>
            <Link to={localizedPath('products-id', locale, { id: product.slug })}>{product.name}</Link>
            {product.id === compare.state.primaryId && <span className={styles.primary}>{t('compare.primary')}</span>}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('compare.removeNamed', { name: product.name })}
              onClick={() => compare.remove(product.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={ui.buttonPrimary} disabled={products.length < 2} onClick={() => setViewing(true)}>
          {t('compare.open')}
        </button>
        <button type="button" className={styles.link} onClick={compare.clear}>
          {t('compare.clear')}
        </button>
      </div>
      {viewing && <CompareView products={products} primaryId={compare.state.primaryId} onClose={() => setViewing(false)} />}
    </section>
  );
}
