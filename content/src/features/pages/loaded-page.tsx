import type { ReactNode } from 'react';
import { useHost } from '@remac/remote-kit';
import type { ContentPageName } from './page-content';
import { usePageContent } from './use-page-content';
import { useReportPageMeta } from './use-report-page-meta';
import { useContentT } from '../../lib/remote';
import styles from './pages.module.css';

/** A content route's texts, loaded in the visitor's language and reported to the shell, then rendered by `children`. */
export function LoadedPage<T extends { title: string; description: string }>({
  page,
  children,
}: {
  page: ContentPageName;
  children: (content: T) => ReactNode;
}) {
  const t = useContentT();
  const { bus, locale, tenant } = useHost();
  const state = usePageContent<T>(page, locale, tenant);
  useReportPageMeta(bus, page, state.status === 'ready' ? state.content : undefined);
  // A failed chunk load goes to the shell's error boundary, which offers a retry.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <p className={styles.loading}>{t('loading')}</p>;
  return children(state.content);
}
