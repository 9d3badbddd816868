import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { useSession } from '../../lib/session/use-session';
import { useSessionBridge } from './use-session-bridge';
import { useLogout } from './use-logout';
import styles from './session.module.css';

/** Footer member area: the session (my orders, logout) or the login and register links. */
export function MemberArea() {
  useSessionBridge();
  const t = useAccountT();
  const { locale } = useHost();
  const { loggedIn, email } = useSession();
  const logout = useLogout();
  return (
    <section className={styles.area} aria-labelledby="member-area-title" data-testid="member-area">
      <h2 id="member-area-title">{t('session.memberArea')}</h2>
      {loggedIn ? (
        <>
          {email && <span>{email}</span>}
          <Link to={localizedPath('orders', locale)}>{t('orders.title')}</Link>
          <button type="button" onClick={logout}>
            {t('session.logout')}
          </button>
        </>
      ) : (
        <>
          <Link to={localizedPath('auth-login', locale)}>{t('login.title')}</Link>
          <Link to={localizedPath('auth-register', locale)}>{t('register.title')}</Link>
        </>
      )}
    </section>
  );
}
