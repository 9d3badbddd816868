import type { ReactNode } from 'react';
import { useHost, useReportPageMeta } from '@remac/remote-kit';
import { localizedPath, type RouteParams } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';
import { usePageContent } from './use-page-content';
import { useContentT } from '../../lib/remote';
import styles from './pages.module.css';

/**
 * A content route's texts in the visitor's language, reported to the shell (on the server into the
 * page's head), then rendered by `children`.
 */
export function LoadedPage<T extends { title: string; description: string }>({
  page,
  params,
  children,
}: {
  page: ContentPageName;
  /** The route's parameters, for the addresses of the page in each language. */
  params?: RouteParams;
  children: (content: T) => ReactNode;
}) {
  const t = useContentT();
  const { locale, tenant } = useHost();
  const state = usePageContent<T>(page, locale, tenant);
  const content = state.status === 'ready' ? state.content : undefined;
  useReportPageMeta(
    content && {
      title: content.title,
      description: content.description,
      alternates: { el: localizedPath(page, 'el', params), en: localizedPath(page, 'en', params) },
    },
  );
  // A failed chunk load goes to the shell's error boundary, which offers a retry.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <p className={styles.loading}>{t('loading')}</p>;
  return children(state.content);
}
