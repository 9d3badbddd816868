import { useShell } from '../../app/shell-context';
import { useInstallPrompt } from './use-install-prompt';
import { useShellT } from '../locale/use-shell-t';
import styles from './install-prompt.module.css';

/** A small card offering to install the shop as an app, shown only while the browser offers it. */
export function InstallPrompt() {
  const t = useShellT();
  const { tenant } = useShell();
  const { visible, install, dismiss } = useInstallPrompt();
  if (!visible) return null;
  return (
    <section className={styles.prompt} aria-labelledby="install-prompt-title" data-testid="install-prompt">
      <img className={styles.icon} src="/icons/icon-192.png" width="40" height="40" alt="" />
      <div className={styles.text}>
        <h2 id="install-prompt-title" className={styles.title}>
          {t('install.title', { brand: tenant.name })}
        </h2>
        <p>{t('install.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.install} onClick={() => void install()}>
            {t('install.accept')}
          </button>
          <button type="button" className={styles.dismiss} onClick={dismiss}>
            {t('install.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
