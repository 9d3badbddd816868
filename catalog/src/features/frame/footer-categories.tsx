import { Link } from 'react-router-dom';
import { useHost } from '@remac/remote-kit';
import { categoryPath } from '../../lib/category-path';
import { useFooterCategories } from './api/get-footer-categories';
import styles from './frame.module.css';

/** Up to five category links for the footer (spec §2). */
export function FooterCategories() {
  const { locale } = useHost();
  const categories = useFooterCategories();
  return (
    <ul className={styles.footerList} data-testid="footer-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryPath(category.slug, locale)}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
