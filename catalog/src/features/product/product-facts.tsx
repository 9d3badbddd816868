import type { ReactNode } from 'react';
import type { ProductDetail } from './api/get-product';
import { useCatalogT } from '../../lib/remote';
import styles from './product.module.css';

function Fact({ term, note, testId, children }: { term: string; note?: string | null; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.factRow}>
      <dt>{term}</dt>
      <dd data-testid={testId}>
        {children}
        {note && <span className={styles.factNote}>{note}</span>}
      </dd>
    </div>
  );
}

/** Condition with what it means, and the warranty: its duration once ("12 months"), then what it covers. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useCatalogT();
  return (
    <dl className={styles.facts}>
      {product.condition && (
        <Fact term={t('product.condition')} note={product.condition.description} testId="condition">
          {product.condition.name}
        </Fact>
      )}
      {product.warranties.map((warranty) => (
        <Fact key={warranty.internalName} term={t('product.warranty')} note={warranty.description} testId="warranty">
          {t('product.months', { count: warranty.duration })}
        </Fact>
      ))}
    </dl>
  );
}
