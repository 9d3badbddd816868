import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useLocale } from '../locale/use-locale';
import { consentControls } from './consent-controls';
import { useConsent } from './use-consent';
import { useShellT } from '../locale/use-shell-t';
import styles from './cookie-bar.module.css';

/**
 * The cookie bar (spec §1, §4). Following the Greek data protection authority's guidance: both
 * answers on the first layer, one click each, the same size and colour; nothing pre-selected; the
 * purpose of each category in the visitor's language (in one sentence, with the details a click away).
 * The choice lives in the browser, so the server renders the bar for every visitor, hidden; the page's
 * head script shows it from the first paint when no choice is stored. Had it appeared only after
 * hydration, it would have been the largest paint of a short page (the empty checkout), seconds late.
 */
export function CookieBar() {
  const t = useShellT();
  const locale = useLocale();
  const { showControls, choiceUnread, state, acceptAll, acceptBasic } = useConsent();
  const titleId = useId();
  const reopenedBar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (showControls && state !== 'unset') reopenedBar.current?.focus();
  }, [showControls, state]);

  if (!showControls) return null;
  return (
    <section
      ref={reopenedBar}
      className={styles.bar}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="cookie-bar"
      data-choice-unread={choiceUnread ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state !== 'unset') consentControls.close();
      }}
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('consent.title')}
        </h2>
        <p>{t('consent.intro')}</p>
        <details className={styles.details}>
          <summary>{t('consent.details')}</summary>
          <ul className={styles.purposes}>
            <li>{t('consent.essential')}</li>
            <li>{t('consent.marketing')}</li>
          </ul>
        </details>
        {state !== 'unset' && <p className={styles.current}>{t(state === 'opted-in' ? 'consent.currentAll' : 'consent.currentBasic')}</p>}
        <Link to={localizedPath('cookie-policy', locale)}>{t('consent.policy')}</Link>
      </div>
      <div className={styles.answers}>
        <button type="button" className={styles.answer} onClick={acceptBasic}>
          {t('consent.acceptBasic')}
        </button>
        <button type="button" className={styles.answer} onClick={acceptAll}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
