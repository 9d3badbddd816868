import { useSyncExternalStore } from 'react';
import { updateStore } from './update-store';
import { useShellT } from '../../locale/use-shell-t';
import styles from './update-prompt.module.css';

/**
 * "A new version is available — reload": a polite live region, always in the page (empty until a new
 * version waits) so that screen readers announce the offer when it appears.
 */
export function UpdatePrompt() {
  const t = useShellT();
  const applyUpdate = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot, updateStore.getServerSnapshot);
  return (
    <div role="status" className={applyUpdate ? styles.prompt : undefined} data-testid="update-prompt">
      {applyUpdate && (
        <>
          <span>{t('pwa.updateAvailable')}</span>
          <button type="button" className={styles.reload} onClick={applyUpdate}>
            {t('pwa.reload')}
          </button>
        </>
      )}
    </div>
  );
}
