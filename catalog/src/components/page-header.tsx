import type { ReactNode } from 'react';
import styles from './components.module.css';

export function PageHeader({ title, intro, children }: { title: string; intro?: string | null; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </header>
  );
}
