import { useShellT } from '../locale/use-shell-t';
import styles from './unavailable-notice.module.css';

export function UnavailableNotice({ onRetry }: { onRetry: () => void }) {
  const t = useShellT();
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

/** One line in place of a small fragment, e.g. "buying is unavailable" where add-to-cart would be. */
export function UnavailableLine({ messageKey }: { messageKey: string }) {
  const t = useShellT();
  return (
    <p className={styles.line} role="status" data-testid="remote-unavailable-line">
      {t(messageKey)}
    </p>
  );
}
