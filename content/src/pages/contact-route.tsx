import { useInBrowser } from '@remac/remote-kit';
import { lazy, Suspense } from 'react';
import type { RemotePageProps } from '@remac/shared-contracts';
import { ArticlePage } from '../features/pages/article-page';
import { ContactDetails } from '../features/pages/contact-details';
import { LoadedPage } from '../features/pages/loaded-page';
import type { ArticleContent } from '../features/pages/page-content';

// Only the contact page needs the form library and the shared validation: keep them out of every other page.
const ContactForm = lazy(() => import('../features/forms/contact-form').then((module) => ({ default: module.ContactForm })));

export function ContactRoute({ locale, tenant }: RemotePageProps) {
  // The form is code the server cannot wait for (its render does not wait for a lazy chunk) and needs script to
  // send: it renders once the browser has taken the page over.
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
