import { useInBrowser } from '@remac/remote-kit';
import { lazy, Suspense } from 'react';
import type { RemotePageProps } from '@remac/shared-contracts';
import { useTradeInT } from '../lib/remote';
import styles from '../components/ui.module.css';

// Rendered in the browser only (below): the request's code loads after the frame, with the shared validation texts.
const RequestPage = lazy(() => import('../features/request/request-page').then((module) => ({ default: module.RequestPage })));
const RequestLookup = lazy(() => import('../features/request/request-lookup').then((module) => ({ default: module.RequestLookup })));

export function RequestRoute({ params }: RemotePageProps) {
  const t = useTradeInT();
  // A guest's request opens with the e-mail this tab kept: rendered in the browser only.
  const hydrated = useInBrowser();
  const loading = <p role="status">{t('common.loading')}</p>;
  return (
    <div className={`${styles.page} ${styles.route}`}>
      <h1>{params.id ? t('request.title') : t('request.listTitle')}</h1>
      {!hydrated ? (
        loading
      ) : (
        <Suspense fallback={loading}>{params.id ? <RequestPage reference={params.id} /> : <RequestLookup />}</Suspense>
      )}
    </div>
  );
}
