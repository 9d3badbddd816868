import { NavLink } from 'react-router-dom';
import { localizedPath, mainNavigation } from '@remac/shared-contracts';
import { useLocale } from '../locale/use-locale';
import { useShellT } from '../locale/use-shell-t';

/** The seven links of the main navigation (spec §2), the same on mobile and desktop. */
export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useShellT();
  const locale = useLocale();
  return (
    <ul className={className}>
      {mainNavigation.map((name) => (
        <li key={name}>
          <NavLink to={localizedPath(name, locale)} end={name === 'index'} onClick={onNavigate}>
            {t(`nav.${name}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
