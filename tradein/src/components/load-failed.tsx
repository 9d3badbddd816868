import { useTradeInT } from '../lib/remote';
import styles from './ui.module.css';

/** The devices database or another answer did not arrive: say so and offer to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const t = useTradeInT();
  return (
    <div className={styles.alert} role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
