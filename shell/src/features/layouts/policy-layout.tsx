import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useLocale } from '../locale/use-locale';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Logo } from '../header/logo';
import { useShellT } from '../locale/use-shell-t';
import styles from './layouts.module.css';

/** Reading layout for legal pages: the logo, a back-to-website link and the text. */
export function PolicyLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const t = useShellT();
  return (
    <div className={styles.policy} data-layout="policy">
      <header className={styles.policyHeader}>
        <Link to={localizedPath('index', locale)}>
          <Logo />
        </Link>
        <Link className={styles.back} to={localizedPath('index', locale)}>
          ← {t('policy.back')}
        </Link>
        <LanguageSwitcher className={styles.policyLanguage} />
      </header>
      <main id="main" className={styles.policyMain}>
        {children}
      </main>
    </div>
  );
}
