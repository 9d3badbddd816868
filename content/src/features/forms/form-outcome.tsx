import { useContentT } from '../../lib/remote';
import type { FormOutcome as Outcome } from './use-submit-form';
import styles from './forms.module.css';

/** What happened to the last submission, announced to assistive technology; the thanks fit the form. */
export function FormOutcome({ outcome, sentText }: { outcome: Outcome | null; sentText: string }) {
  const t = useContentT();
  if (!outcome) return null;
  if (outcome.kind === 'sent') {
    return (
      <p className={styles.sent} role="status">
        {sentText}
      </p>
    );
  }
  return (
    <div className={styles.failed} role="alert">
      {outcome.kind === 'unavailable' ? (
        <p>{outcome.text}</p>
      ) : (
        <>
          <strong>{t('forms.failedTitle')}</strong> <span>{t('forms.failedText')}</span>
        </>
      )}
    </div>
  );
}
