import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCompare } from '../../lib/compare/use-compare';
import { compareLimit } from '../../lib/compare/compare-rules';
import { useCatalogT } from '../../lib/remote';
import { ResponsiveImage } from '../../components/responsive-image';
import { useCompareProducts } from './api/get-compare-products';
import { CompareView } from './compare-view';
import ui from '../../components/components.module.css';
import styles from './compare.module.css';

/** The bar's height as laid out, so the page can keep that much room below its last line. */
function useHeight<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return [ref, height] as const;
}

/**
 * The products chosen for comparison, with the way into the side-by-side view (spec §1, §3): one
 * compact row fixed to the bottom of the screen, and an empty block of its height at the end of the
 * page, so the bar never covers the footer or the page's last lines.
 */
export function CompareBar() {
  const t = useCatalogT();
  const { bus, locale } = useHost();
  const compare = useCompare(bus);
  const products = useCompareProducts(compare.state.productIds);
  const [viewing, setViewing] = useState(false);
  const [bar, height] = useHeight<HTMLElement>();
  const count = compare.state.productIds.length;
  if (!count) return null;
  return (
    <>
      <div className={styles.reserve} style={height ? { height } : undefined} aria-hidden="true" data-testid="compare-bar-reserve" />
      <section ref={bar} className={styles.bar} aria-label={t('compare.bar')} data-testid="compare-bar">
        <h2 className={styles.barTitle}>
          <span className={styles.longTitle}>{t('compare.count', { count, limit: compareLimit })}</span>
          <span className={styles.shortTitle} aria-hidden="true">
            {count}/{compareLimit}
          </span>
        </h2>
        <ul className={styles.items}>
          {products.map((product) => (
            <li key={product.id} className={styles.item} data-primary={product.id === compare.state.primaryId}>
              <Link to={localizedPath('products-id', locale, { id: product.slug })} className={styles.itemLink} title={product.name}>
                <ResponsiveImage image={product.image} sizes="40px" className={styles.thumb} decorative />
                <span className={styles.itemName}>{product.name}</span>
              </Link>
              {product.id === compare.state.primaryId && <span className={ui.visuallyHidden}>{t('compare.primary')}</span>}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('compare.removeNamed', { name: product.name })}
                onClick={() => compare.remove(product.id)}
              >
                <span aria-hidden="true">×</span>
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
    </>
  );
}
