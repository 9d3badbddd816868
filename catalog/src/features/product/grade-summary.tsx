import { GradeBadge } from '../../components/grade-badge';
import type { ProductDetail } from './api/get-product';
import styles from './product.module.css';

/** The appearance grade under the title, with what it means; the close-up picture in the gallery shows it. */
export function GradeSummary({ grade }: { grade: ProductDetail['grade'] }) {
  if (!grade) return null;
  return (
    <p className={styles.gradeSummary} data-testid="grade">
      <GradeBadge grade={grade} />
      {grade.description && <span className={styles.gradeMeaning}>{grade.description}</span>}
    </p>
  );
}
