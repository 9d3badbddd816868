import { useCatalogT } from '../../lib/remote';
import type { ActiveFilter } from './active-filters';
import type { FacetName } from './listing-params';
import styles from './listing.module.css';

interface Props {
  filters: readonly ActiveFilter[];
  onRemove: (facet: FacetName, key: string) => void;
  onClear: () => void;
}

/** The chosen filters as chips above the results, each removable, and a way to clear them all. */
export function ActiveFilterChips({ filters, onRemove, onClear }: Props) {
  const t = useCatalogT();
  if (!filters.length) return null;
  return (
    <div className={styles.chips} data-testid="active-filters">
      <ul aria-label={t('listing.activeFilters')}>
        {filters.map((filter) => (
          <li key={`${filter.facet}:${filter.key}`} className={styles.chip}>
            <span>{filter.label}</span>
            <button
              type="button"
              aria-label={t('listing.removeFilter', { label: filter.label })}
              onClick={() => onRemove(filter.facet, filter.key)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClear}>
        {t('listing.clearFilters')}
      </button>
    </div>
  );
}
