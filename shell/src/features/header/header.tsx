import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { useLocale } from '../locale/use-locale';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Fragment } from '../layouts/fragment';
import { FragmentOnInteraction } from '../layouts/fragment-on-interaction';
import { LoadOnInteraction } from '../remotes/load-on-interaction';
import { rememberedCart } from '../visitor-notes/remembered-cart';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { telHref } from './phone-link';
import { useRememberedMember } from '../visitor-notes/remembered-member';
import { SessionPlaceholder } from './session-placeholder';
import { useHeaderStuck, useStickSentinel } from './use-stuck';
import { useShellT } from '../locale/use-shell-t';
import styles from './header.module.css';

/**
 * Logo, phone, search, session and cart; the home variant also carries the seven links and the language
 * switch. On phones the session control and the language switch are in the mobile menu.
 */
export function Header({ variant = 'default' }: { variant?: 'default' | 'home' }) {
  const t = useShellT();
  const { tenant, bus } = useShell();
  const member = useRememberedMember(bus);
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const sentinel = useStickSentinel<HTMLDivElement>();
  const stuck = useHeaderStuck();
  const home = variant === 'home';
  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <header
        className={`${styles.header} ${home ? styles.headerHome : ''} ${stuck ? styles.stuck : ''}`}
        data-testid="site-header"
        data-stuck={stuck}
      >
        <div className={`${styles.container} ${styles.headerRow}`}>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.visuallyHidden}>{t('header.openMenu')}</span>
          </button>
          <Link to={localizedPath('index', locale)} aria-label={t('header.home', { brand: tenant.name })}>
            <Logo inverted={home} />
          </Link>
          {home && (
            <nav className={styles.homeNav} aria-label={t('header.mainNavigation')}>
              <NavLinks className={styles.navList} />
            </nav>
          )}
          <div className={styles.actions}>
            <div className={styles.searchSlot}>
              {/* Closed, the search is a button: the server's, until the visitor interacts. */}
              <FragmentOnInteraction name="headerSearch" />
            </div>
            <a className={styles.phoneButton} href={telHref(tenant.phones[0]!)} aria-label={t('header.call')}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
                />
              </svg>
              <span className={styles.phoneText}>{tenant.phones[0]}</span>
            </a>
            <div className={styles.sessionSlot}>
              {/* A guest's first view needs no account script: login and register are plain links until they interact. */}
              <LoadOnInteraction now={member} placeholder={<SessionPlaceholder />}>
                <Fragment name="headerSession" />
              </LoadOnInteraction>
            </div>
            {home && <LanguageSwitcher className={styles.language} />}
            <div className={styles.cartSlot}>
              {/* A visitor without a cart sees the server's toggle (0) until they interact: no checkout script before. */}
              <FragmentOnInteraction name="headerCart" needed={rememberedCart} />
            </div>
          </div>
        </div>
      </header>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
