import { useMutation } from '@apollo/client/react';
import { useContentT } from '../../lib/remote';
import { ConfirmNewsletterDocument } from '../../lib/graphql/generated';
import { EmailedLinkPage } from './emailed-link-page';

/** The page a new subscriber's e-mailed link opens: the subscription counts once they press Confirm. */
export function NewsletterConfirmation({ token, title, intro }: { token: string; title: string; intro: string }) {
  const t = useContentT();
  const [confirm, { data, loading, error }] = useMutation(ConfirmNewsletterDocument);
  const status = data?.confirmNewsletter.status;
  return (
    <EmailedLinkPage
      id="newsletter-confirm-title"
      title={title}
      intro={intro}
      button={t('newsletterConfirm.button')}
      outcome={status === 'CONFIRMED' ? 'done' : status === 'UNKNOWN' ? 'unknown' : null}
      doneText={t('newsletterConfirm.confirmed')}
      unknownText={t('newsletterConfirm.unknown')}
      pending={loading}
      failed={Boolean(error)}
      onPress={() => void confirm({ variables: { token } }).catch(() => undefined)}
    />
  );
}
