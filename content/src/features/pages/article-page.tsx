import type { ReactNode } from 'react';
import type { Locale } from '@remac/shared-contracts';
import type { ArticleContent } from './page-content';
import { ArticleBody } from './article-body';
import { useContentT } from '../../lib/remote';
import { calendarDate } from '../../lib/calendar-date';
import styles from './pages.module.css';

interface Props {
  content: ArticleContent;
  locale: Locale;
  /** Shown right under the title (the contact page's details). */
  underTitle?: ReactNode;
}

/** About, policies, payment and shipping methods: a title, an introduction and sections. */
export function ArticlePage({ content, locale, underTitle }: Props) {
  const t = useContentT();
  const updated = content.updated && calendarDate(content.updated, locale, 'long');
  return (
    <article className={styles.article}>
      <h1>{content.title}</h1>
      {updated && <p className={styles.updated}>{t('updated', { date: updated })}</p>}
      {underTitle}
      <p className={styles.intro}>{content.intro}</p>
      <ArticleBody sections={content.sections} />
    </article>
  );
}
