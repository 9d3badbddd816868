import { NavLinks } from './nav-links';
import { useHeaderStuck } from './use-stuck';
import { useShellT } from '../locale/use-shell-t';
import styles from './header.module.css';

/** The seven links on large screens; in the home layout only once the header is stuck. */
export function MenuBar({ onlyWhenStuck = false }: { onlyWhenStuck?: boolean }) {
  const t = useShellT();
  const stuck = useHeaderStuck();
  if (onlyWhenStuck && !stuck) return null;
  return (
    <nav
      className={`${styles.menuBar} ${onlyWhenStuck ? styles.menuBarFloating : ''}`}
      aria-label={t('header.mainNavigation')}
      data-testid="menu-bar"
    >
      <div className={styles.container}>
        <NavLinks className={styles.navList} />
      </div>
    </nav>
  );
}
