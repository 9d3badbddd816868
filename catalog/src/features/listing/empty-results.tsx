import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../../lib/remote';
import ui from '../../components/components.module.css';
import styles from './listing.module.css';

interface Props {
  term?: string;
  filtered: boolean;
  suggestions: readonly string[];
  onClearFilters: () => void;
}

/** Says why nothing was found and offers a way on: fewer filters, a suggested term, or every product. */
export function EmptyResults({ term, filtered, suggestions, onClearFilters }: Props) {
  const t = useCatalogT();
  const { locale } = useHost();
  return (
    <div className={styles.empty} data-testid="empty-results">
      <h2>{t('listing.emptyTitle')}</h2>
      <p>{filtered ? t('listing.emptyFiltered') : term ? t('listing.emptyTerm', { term }) : t('listing.emptyNone')}</p>
      {filtered && (
        <button type="button" className={ui.buttonPrimary} onClick={onClearFilters}>
          {t('listing.clearFilters')}
        </button>
      )}
      {suggestions.length > 0 && (
        <p>
          {t('listing.didYouMean')}{' '}
          {suggestions.map((suggestion) => (
            <Link
              key={suggestion}
              className={styles.suggestion}
              to={`${localizedPath('search', locale)}?search=${encodeURIComponent(suggestion)}`}
            >
              {suggestion}
            </Link>
          ))}
        </p>
      )}
      <Link to={localizedPath('products', locale)}>{t('listing.allProducts')}</Link>
    </div>
  );
}
