import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@remac/shared-contracts';
import { isContentPage, type ArticleContent, type ContentPageName, type FaqContent, type TestimonialsContent } from './page-content';
import { usePageContent } from './use-page-content';
import { useReportPageMeta } from './use-report-page-meta';
import { ArticlePage } from './article-page';
import { FaqPage } from './faq-page';
import { TestimonialsPage } from './testimonials-page';
import { ContactDetails } from './contact-details';

// Only the contact page needs the form library and the shared validation: keep them out of every other page.
const ContactForm = lazy(() => import('../forms/contact-form').then((module) => ({ default: module.ContactForm })));
import { namespace } from '../../lib/translations';
import styles from './pages.module.css';

type AnyContent = ArticleContent & FaqContent & TestimonialsContent;

function PageBody({ page, content, props }: { page: ContentPageName; content: AnyContent; props: RemotePageProps }) {
  switch (page) {
    case 'faq':
      return <FaqPage content={content} />;
    case 'testimonials':
      return <TestimonialsPage content={content} locale={props.locale} />;
    case 'contact':
      return (
        <>
          <ContactDetails tenant={props.tenant} locale={props.locale} />
          <ArticlePage content={content} locale={props.locale} />
          <Suspense fallback={null}>
            <ContactForm locale={props.locale} />
          </Suspense>
        </>
      );
    default:
      return <ArticlePage content={content} locale={props.locale} />;
  }
}

function LoadedPage({ page, props }: { page: ContentPageName; props: RemotePageProps }) {
  const { t } = useTranslation(namespace);
  const state = usePageContent<AnyContent>(page, props.locale, props.tenant);
  useReportPageMeta(props.bus, page, state.status === 'ready' ? state.content : undefined);
  // A failed chunk load goes to the shell's error boundary, which offers a retry.
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <p className={styles.loading}>{t('loading')}</p>;
  return <PageBody page={page} content={state.content} props={props} />;
}

/** Every content route of the table, in both languages. */
export function ContentPage(props: RemotePageProps) {
  if (!isContentPage(props.routeName)) return null;
  return (
    <div className={styles.page} data-boundary="content" data-page={props.routeName}>
      <LoadedPage page={props.routeName} props={props} />
    </div>
  );
}
