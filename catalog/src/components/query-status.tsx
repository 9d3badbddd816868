import type { ErrorLike } from '@apollo/client';
import { useCatalogT } from '../lib/remote';
import styles from './components.module.css';

/** Loading and failure states of a catalogue query; renders nothing once data is there. */
export function QueryStatus({ loading, error, onRetry }: { loading: boolean; error?: ErrorLike; onRetry?: () => void }) {
  const t = useCatalogT();
  if (error) {
    return (
      <div role="alert" className={styles.status}>
        <p>{t('status.error')}</p>
        {onRetry && (
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('status.retry')}
          </button>
        )}
      </div>
    );
  }
  if (loading)
    return (
      <p className={styles.status} role="status">
        {t('status.loading')}
      </p>
    );
  return null;
}
