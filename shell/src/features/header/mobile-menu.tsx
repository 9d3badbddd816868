import { useEffect } from 'react';
import { useShell } from '../../app/shell-context';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Fragment } from '../layouts/fragment';
import { NavLinks } from './nav-links';
import { telHref } from './phone-link';
import { useShellT } from '../locale/use-shell-t';
import styles from './header.module.css';

/** The seven links plus e-mail, phone, language and the session control, for small screens. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useShellT();
  const { tenant } = useShell();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.mobileBackdrop} onClick={onClose}>
      <nav id="mobile-menu" className={styles.mobileMenu} aria-label={t('header.menu')} onClick={(event) => event.stopPropagation()}>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('header.closeMenu')}
        </button>
        <NavLinks className={styles.mobileList} onNavigate={onClose} />
        <div className={styles.mobileContact}>
          <a href={`mailto:${tenant.email}`}>{tenant.email}</a>
          <a href={telHref(tenant.phones[0]!)}>{tenant.phones[0]}</a>
          <LanguageSwitcher />
          <Fragment name="headerSession" />
        </div>
      </nav>
    </div>
  );
}
