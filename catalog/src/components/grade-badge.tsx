import { useCatalogT } from '../lib/remote';
import styles from './components.module.css';

/**
 * The appearance grade as a labelled badge ("Appearance: Very good"): the grade is a fact of the product, not
 * part of its name. The name is the APPEARANCE taxon's, the same as the listing facet and the About page.
 */
export function GradeBadge({ grade }: { grade: { name: string } | null | undefined }) {
  const t = useCatalogT();
  if (!grade) return null;
  return (
    <span className={`${styles.badge} ${styles.grade}`} data-testid="grade-badge">
      {t('product.gradeBadge', { grade: grade.name })}
    </span>
  );
}
