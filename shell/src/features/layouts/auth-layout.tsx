import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useLocale } from '../locale/use-locale';
import { Logo } from '../header/logo';
import styles from './layouts.module.css';

/** Logo, the form, and a side image on large screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className={styles.auth} data-layout="auth">
      <div className={styles.authForm}>
        <Link to={localizedPath('index', locale)}>
          <Logo />
        </Link>
        <main id="main">{children}</main>
      </div>
      <div className={styles.authImage} aria-hidden="true" />
    </div>
  );
}
