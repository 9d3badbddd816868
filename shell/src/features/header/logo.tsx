import { useShell } from '../../app/shell-context';
import styles from './header.module.css';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { tenant } = useShell();
  return (
    <span className={`${styles.logo} ${inverted ? styles.logoInverted : ''}`}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.15" />
        <path
          d="M8 19V9h6a3.5 3.5 0 0 1 0 7h-3l5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{tenant.name}</span>
    </span>
  );
}
