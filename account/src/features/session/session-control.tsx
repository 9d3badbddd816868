import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { useSession } from '../../lib/session/use-session';
import { useSessionBridge } from './use-session-bridge';
import { useLogout } from './use-logout';
import styles from './session.module.css';

/** Header account menu (spec §2): a member's dropdown with my orders and logout; a guest's login and register links. */
export function SessionControl() {
  useSessionBridge();
  const t = useAccountT();
  const { locale } = useHost();
  const { loggedIn, email } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  if (!loggedIn) {
    return (
      <nav className={styles.guest} aria-label={t('session.account')} data-testid="session-guest">
        <Link to={localizedPath('auth-login', locale)}>{t('login.title')}</Link>
        <Link to={localizedPath('auth-register', locale)}>{t('register.title')}</Link>
      </nav>
    );
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.member} ref={root} data-testid="session-member">
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.email}>{email ?? t('session.account')}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} aria-label={t('session.account')} onKeyDown={onMenuKey}>
          <li role="none">
            <Link role="menuitem" to={localizedPath('orders', locale)} onClick={() => setOpen(false)}>
              {t('orders.title')}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              {t('session.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
