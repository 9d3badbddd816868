import { Link, useLocation } from 'react-router-dom';
import { useCatalogT } from '../../lib/remote';
import { lastPage } from './listing-params';
import styles from './listing.module.css';

function pagesAround(page: number, last: number): number[] {
  const from = Math.max(1, Math.min(page - 2, last - 4));
  return Array.from({ length: Math.min(5, last) }, (_, index) => from + index);
}

/** Page links that keep every other listing parameter, so each page has its own shareable URL. */
export function Pagination({ page, total }: { page: number; total: number }) {
  const t = useCatalogT();
  const { pathname, search } = useLocation();
  const last = lastPage(total);
  if (last <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pagination} aria-label={t('listing.pagination')}>
      {page > 1 && <Link to={href(page - 1)}>{t('listing.previous')}</Link>}
      {pagesAround(page, last).map((target) => (
        <Link
          key={target}
          to={href(target)}
          aria-current={target === page ? 'page' : undefined}
          aria-label={t('listing.page', { page: target })}
        >
          {target}
        </Link>
      ))}
      {page < last && <Link to={href(page + 1)}>{t('listing.next')}</Link>}
    </nav>
  );
}
