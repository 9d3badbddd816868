import { useTranslation } from 'react-i18next';
import styles from './unavailable-notice.module.css';

export function UnavailableNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.notice} role="alert" data-testid="remote-unavailable">
      <h2 className={styles.title}>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
