import { useMutation } from '@apollo/client/react';
import { useContentT } from '../../lib/remote';
import { UnsubscribeNewsletterDocument } from '../../lib/graphql/generated';
import { EmailedLinkPage } from './emailed-link-page';

/** The page the link in every message to a subscriber opens: the address leaves the list once they press Unsubscribe. */
export function NewsletterUnsubscription({ token, title, intro }: { token: string; title: string; intro: string }) {
  const t = useContentT();
  const [unsubscribe, { data, loading, error }] = useMutation(UnsubscribeNewsletterDocument);
  const status = data?.unsubscribeNewsletter.status;
  return (
    <EmailedLinkPage
      id="newsletter-unsubscribe-title"
      title={title}
      intro={intro}
      button={t('newsletterUnsubscribe.button')}
      outcome={status === 'UNSUBSCRIBED' ? 'done' : status === 'UNKNOWN' ? 'unknown' : null}
      doneText={t('newsletterUnsubscribe.unsubscribed')}
      unknownText={t('newsletterUnsubscribe.unknown')}
      pending={loading}
      failed={Boolean(error)}
      onPress={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}
    />
  );
}
