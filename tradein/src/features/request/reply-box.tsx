import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { messageText, tradeInMessageText } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { AddTradeInMessageDocument } from '../../lib/graphql/generated/add-trade-in-message-document';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';

interface Props {
  reference: string;
  email: string | null;
  /** The message this one answers; none for a new message. */
  replyTo?: string;
  onSent: () => void;
}

/** Writes a message (or a reply) on a request; the text stays in the box if sending fails. */
export function ReplyBox({ reference, email, replyTo, onSent }: Props) {
  const t = useTradeInT();
  const { locale } = useHost();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [mutate, { loading }] = useMutation(AddTradeInMessageDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!body.trim()) return setError(messageText('required', locale));
    setError(null);
    try {
      const { data } = await mutate({ variables: { input: { reference, email, body, replyTo: replyTo ?? null } } });
      const result = data?.addTradeInMessage;
      if (result?.status !== 'SUCCESS')
        return setError(result?.errors[0]?.message ?? result?.notice ?? tradeInMessageText('requestFailed', locale));
      setBody('');
      setSent(true);
      onSent();
    } catch {
      setError(tradeInMessageText('requestFailed', locale));
    }
  };
  return (
    <form onSubmit={submit} noValidate className={styles.field} data-testid={replyTo ? `reply-to-${replyTo}` : 'new-message'}>
      <label htmlFor={id} className={styles.label}>
        {replyTo ? t('request.reply') : t('request.newMessage')}
      </label>
      <textarea
        id={id}
        rows={3}
        className={styles.input}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {sent && <p role="status">{tradeInMessageText('messageSent', locale)}</p>}
      <button type="submit" className={styles.secondary} disabled={loading}>
        {t('request.send')}
      </button>
    </form>
  );
}
