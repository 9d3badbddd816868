import { useInBrowser } from '@remac/remote-kit';
import { lazy, Suspense } from 'react';
import { useTradeInT } from '../lib/remote';
import styles from '../components/ui.module.css';

// The form library and the shared validation load with the form, after the page's first view.
const RepairForm = lazy(() => import('../features/repair/repair-form'));

export function RepairRoute() {
  const t = useTradeInT();
  // The form starts from what this tab kept in session storage: it renders in the browser only.
  const hydrated = useInBrowser();
  const loading = <p role="status">{t('common.loading')}</p>;
  return (
    <div className={`${styles.page} ${styles.route}`}>
      <h1>{t('repair.title')}</h1>
      <p className={styles.lead}>{t('repair.intro')}</p>
      {hydrated ? (
        <Suspense fallback={loading}>
          <RepairForm />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
