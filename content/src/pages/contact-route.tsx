import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { RemotePageProps } from '@remac/shared-contracts';
import { ArticlePage } from '../features/pages/article-page';
import { ContactDetails } from '../features/pages/contact-details';
import { LoadedPage } from '../features/pages/loaded-page';
import type { ArticleContent } from '../features/pages/page-content';

// Only the contact page needs the form library and the shared validation: keep them out of every other page.
const ContactForm = lazy(() => import('../features/forms/contact-form').then((module) => ({ default: module.ContactForm })));

const noChanges = () => () => {};

/**
 * The form is code the server cannot wait for (its render does not wait for a lazy chunk) and a form
 * that needs script to send: it renders once the browser has taken the page over, never in the
 * server's markup or the hydrating render.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

export function ContactRoute({ locale, tenant }: RemotePageProps) {
  const inBrowser = useInBrowser();
  return (
    <LoadedPage<ArticleContent> page="contact">
      {(content) => (
        <>
          <ArticlePage content={content} locale={locale} underTitle={<ContactDetails tenant={tenant} locale={locale} />} />
          {inBrowser && (
            <Suspense fallback={null}>
              <ContactForm locale={locale} />
            </Suspense>
          )}
        </>
      )}
    </LoadedPage>
  );
}
