import { useHost } from '@remac/remote-kit';
import { useCompare } from '../lib/compare/use-compare';
import { useCatalogT } from '../lib/remote';
import styles from './components.module.css';

/** Adds a product to the comparison or takes it out again. */
export function CompareToggle({ productId, productName }: { productId: string; productName: string }) {
  const t = useCatalogT();
  const compare = useCompare(useHost().bus);
  const selected = compare.has(productId);
  const disabled = !selected && !compare.canAdd(productId);
  return (
    <button
      type="button"
      className={styles.compareToggle}
      aria-pressed={selected}
      disabled={disabled}
      title={disabled ? t('compare.full') : undefined}
      onClick={() => (selected ? compare.remove(productId) : compare.add(productId))}
    >
      {/* The name stays the same ("Compare <product>"); aria-pressed says whether it is chosen. */}
      {t('compare.add')}
      {selected && <span aria-hidden="true"> ✓</span>}
      <span className={styles.visuallyHidden}> {productName}</span>
    </button>
  );
}
