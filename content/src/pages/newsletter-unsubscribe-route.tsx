import type { RemotePageProps } from '@remac/shared-contracts';
import { NewsletterUnsubscription } from '../features/forms/newsletter-unsubscription';
import { LoadedPage } from '../features/pages/loaded-page';
import type { PageBase } from '../features/pages/page-content';

/** `/newsletter/unsubscribe/{token}`: the page the link in every message to a subscriber opens. */
export function NewsletterUnsubscribeRoute({ params }: Pick<RemotePageProps, 'params'>) {
  return (
    <LoadedPage<PageBase> page="newsletter-unsubscribe" params={params}>
      {(content) => <NewsletterUnsubscription token={params.id ?? ''} title={content.title} intro={content.intro} />}
    </LoadedPage>
  );
}
