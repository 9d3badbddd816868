import { useEffect, useRef, useState } from 'react';
import { thirdPartyProvider } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { loadScript } from '../tracking/load-script';
import { useShellT } from '../locale/use-shell-t';
import styles from './reviews-widget.module.css';

declare global {
  interface Window {
    Trustpilot?: { loadFromElement: (element: HTMLElement, forceReload?: boolean) => void };
  }
}

/**
 * The third-party reviews widget under the home page's own reviews (spec §1): a one-line TrustBox in
 * English (UK), 24 px high, all star ratings, asking the provider to show nothing without reviews.
 * Rendered near the viewport only; without a configured provider, or when its script fails, nothing.
 */
export function ReviewsWidget() {
  const t = useShellT();
  const { tenant } = useShell();
  const config = tenant.integrations.reviews;
  const script = thirdPartyProvider(tenant.integrations, 'reviews')?.script;
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!script) return;
    loadScript(script)
      .then(() => {
        if (box.current) window.Trustpilot?.loadFromElement(box.current, true);
      })
      .catch(() => setFailed(true));
  }, [script]);

  if (!config || failed) return null;
  return (
    <aside className={styles.row} aria-label={t('reviews.label')} data-testid="reviews-widget">
      <div
        ref={box}
        className="trustpilot-widget"
        data-locale="en-GB"
        data-template-id={config.templateId}
        data-businessunit-id={config.businessUnitId}
        data-style-height="24px"
        data-style-width="100%"
        data-stars="1,2,3,4,5"
        data-min-review-count="1"
      >
        <a href={config.profileUrl} target="_blank" rel="noopener noreferrer">
          Trustpilot
        </a>
      </div>
    </aside>
  );
}
