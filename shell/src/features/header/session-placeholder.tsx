import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useLocale } from '../locale/use-locale';
import { useShellT } from '../locale/use-shell-t';
import styles from './header.module.css';

/**
 * Plain login and register links standing in for the account's session control until the visitor
 * interacts (a guest's first view needs no account script to offer them).
 */
export function SessionPlaceholder() {
  const t = useShellT();
  const locale = useLocale();
  return (
    <nav className={styles.sessionPlaceholder} aria-label={t('header.account')} data-testid="session-placeholder">
      <Link to={localizedPath('auth-login', locale)}>{t('header.login')}</Link>
      <Link to={localizedPath('auth-register', locale)}>{t('header.register')}</Link>
    </nav>
  );
}
