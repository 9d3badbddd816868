import type { RemotePageProps } from '@remac/shared-contracts';
import { ArticlePage } from '../features/pages/article-page';
import { LoadedPage } from '../features/pages/loaded-page';
import type { ArticleContent, ContentPageName } from '../features/pages/page-content';

/** About, the policies, payment and shipping methods, terms: one article each. */
export function ArticleRoute({ routeName, locale }: RemotePageProps) {
  return (
    <LoadedPage<ArticleContent> page={routeName as ContentPageName}>
      {(content) => <ArticlePage content={content} locale={locale} />}
    </LoadedPage>
  );
}
