import type { RemotePageProps } from '@remac/shared-contracts';
import { LookupForm } from '../features/request/lookup-form';
import { MyRequests } from '../features/request/my-requests';
import { RequestPage } from '../features/request/request-page';
import { useTradeInT } from '../lib/remote';
import { useHydrated } from '../lib/use-hydrated';
import styles from '../components/ui.module.css';

export function RequestRoute({ params }: RemotePageProps) {
  const t = useTradeInT();
  // A guest's request opens with the e-mail this tab kept: rendered in the browser only.
  const hydrated = useHydrated();
  return (
    <div className={styles.page}>
      <h1>{params.id ? t('request.title') : t('request.listTitle')}</h1>
      {!hydrated ? (
        <p role="status">{t('common.loading')}</p>
      ) : params.id ? (
        <RequestPage reference={params.id} />
      ) : (
        <>
          <MyRequests />
          <LookupForm />
        </>
      )}
    </div>
  );
}
