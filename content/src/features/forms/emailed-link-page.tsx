import { useInBrowser } from '@remac/remote-kit';
import { useContentT } from '../../lib/remote';
import styles from './forms.module.css';

export interface EmailedLinkPageProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  button: string;
  /** What the press did: done, or no such link; null before it answered. */
  outcome: 'done' | 'unknown' | null;
  doneText: string;
  unknownText: string;
  pending: boolean;
  failed: boolean;
  onPress: () => void;
}

/**
 * A page an e-mailed link opens (confirm a subscription, leave the list). Opening it does nothing, since mail
 * scanners open links too: the visitor presses the button, which works once the browser has taken the page over.
 */
export function EmailedLinkPage({
  id,
  title,
  intro,
  button,
  outcome,
  doneText,
  unknownText,
  pending,
  failed,
  onPress,
}: EmailedLinkPageProps) {
  const t = useContentT();
  const inBrowser = useInBrowser();
  return (
    <section className={styles.confirmation} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {outcome === 'done' && (
        <p className={styles.sent} role="status">
          {doneText}
        </p>
      )}
      {outcome === 'unknown' && (
        <p className={styles.failed} role="alert">
          {unknownText}
        </p>
      )}
      {!outcome && (
        <>
          <p>{intro}</p>
          <button type="button" className={styles.submit} disabled={pending || !inBrowser} onClick={onPress}>
            {button}
          </button>
          {failed && (
            <div className={styles.failed} role="alert">
              <strong>{t('forms.failedTitle')}</strong> <span>{t('forms.failedText')}</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
