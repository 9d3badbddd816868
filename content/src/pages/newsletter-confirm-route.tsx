import type { RemotePageProps } from '@remac/shared-contracts';
import { NewsletterConfirmation } from '../features/forms/newsletter-confirmation';
import { LoadedPage } from '../features/pages/loaded-page';
import type { PageBase } from '../features/pages/page-content';

/** `/newsletter/confirm/{token}`: the page the link e-mailed to a new subscriber opens. */
export function NewsletterConfirmRoute({ params }: Pick<RemotePageProps, 'params'>) {
  return (
    <LoadedPage<PageBase> page="newsletter-confirm" params={params}>
      {(content) => <NewsletterConfirmation token={params.id ?? ''} title={content.title} intro={content.intro} />}
    </LoadedPage>
  );
}
