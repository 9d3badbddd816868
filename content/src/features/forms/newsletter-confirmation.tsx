import { useInBrowser } from '@remac/remote-kit';
import { useMutation } from '@apollo/client/react';
import { useContentT } from '../../lib/remote';
import { ConfirmNewsletterDocument } from '../../lib/graphql/generated';
import styles from './forms.module.css';

/**
 * The page a subscriber's e-mailed link opens. Opening it confirms nothing (mail scanners open links too): the
 * subscriber presses Confirm, which works once the browser has taken the page over.
 */
export function NewsletterConfirmation({ token, title, intro }: { token: string; title: string; intro: string }) {
  const t = useContentT();
  const [confirm, { data, loading, error }] = useMutation(ConfirmNewsletterDocument);
  const inBrowser = useInBrowser();
  const status = data?.confirmNewsletter.status;
  return (
    <section className={styles.confirmation} aria-labelledby="newsletter-confirm-title">
      <h1 id="newsletter-confirm-title">{title}</h1>
      {status === 'CONFIRMED' && (
        <p className={styles.sent} role="status">
          {t('newsletterConfirm.confirmed')}
        </p>
      )}
      {status === 'UNKNOWN' && (
        <p className={styles.failed} role="alert">
          {t('newsletterConfirm.unknown')}
        </p>
      )}
      {!status && (
        <>
          <p>{intro}</p>
          <button
            type="button"
            className={styles.submit}
            disabled={loading || !inBrowser}
            onClick={() => void confirm({ variables: { token } }).catch(() => undefined)}
          >
            {t('newsletterConfirm.button')}
          </button>
          {error && (
            <div className={styles.failed} role="alert">
              <strong>{t('forms.failedTitle')}</strong> <span>{t('forms.failedText')}</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
