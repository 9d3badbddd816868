import { useHost } from '@remac/remote-kit';
import type { TradeInRequestQuery } from '../../lib/graphql/generated';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';
import { ReplyBox } from './reply-box';
import { stateLabel } from './state-label';
import { athensTime } from './athens-time';

type Request = NonNullable<TradeInRequestQuery['tradeInRequest']>;

/** A request: type, device, quote or services and slot, status with its timeline, messages with replies. */
export function RequestDetails({ request, email, refetch }: { request: Request; email: string | null; refetch: () => void }) {
  const t = useTradeInT();
  const { locale } = useHost();
  return (
    <article className={styles.page} data-testid="request-details">
      <h2>
        {t(`request.kind.${request.kind}`)} {request.reference}
      </h2>
      <dl className={styles.box}>
        <dt className={styles.label}>{t('request.status')}</dt>
        <dd data-testid="request-status">
          {t(`request.status${request.status}`)} · {stateLabel(request.state, t)}
        </dd>
        {request.deviceModel && (
          <>
            <dt className={styles.label}>{t('sale.device')}</dt>
            <dd>{request.deviceModel}</dd>
          </>
        )}
        {request.quote && (
          <>
            <dt className={styles.label}>{t('sale.yourQuote')}</dt>
            <dd data-testid="request-quote">{request.quote.formatted}</dd>
          </>
        )}
        {request.quoteValidUntil != null && (
          <>
            <dt className={styles.label}>{t('request.validUntil')}</dt>
            <dd>{athensTime(request.quoteValidUntil, locale)}</dd>
          </>
        )}
        {request.proposedPrice && (
          <>
            <dt className={styles.label}>{t('sale.proposedPrice')}</dt>
            <dd>{request.proposedPrice.formatted}</dd>
          </>
        )}
        {request.services.length > 0 && (
          <>
            <dt className={styles.label}>{t('repair.services')}</dt>
            <dd data-testid="request-services">
              {request.services.map((service) => `${service.name} (${service.price.formatted})`).join(', ')}
            </dd>
          </>
        )}
        {request.slot && (
          <>
            <dt className={styles.label}>{t('repair.slot')}</dt>
            <dd data-testid="request-slot">
              {request.slot.date} {request.slot.time}
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="tradein-timeline">
        <h3 id="tradein-timeline">{t('request.timeline')}</h3>
        <ol data-testid="request-timeline">
          {request.history.map((event) => (
            <li key={`${event.state}-${String(event.at)}`}>
              <strong>{stateLabel(event.state, t)}</strong> · {athensTime(event.at, locale)}
              {event.note && <> · {event.note}</>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="tradein-messages" className={styles.page}>
        <h3 id="tradein-messages">{t('request.messages')}</h3>
        {request.messages.length === 0 && <p>{t('request.noMessages')}</p>}
        {request.messages.map((message) => (
          <div key={message.id} className={styles.box} data-testid="request-message">
            <p>
              <strong>{t(`request.author.${message.author === 'staff' ? 'staff' : 'customer'}`)}</strong> ·{' '}
              {athensTime(message.createdAt, locale)}
            </p>
            <p>{message.body}</p>
            {message.replies.map((reply) => (
              <blockquote key={reply.id} data-testid="request-reply">
                <strong>{t(`request.author.${reply.author === 'staff' ? 'staff' : 'customer'}`)}</strong>: {reply.body}
              </blockquote>
            ))}
            <ReplyBox reference={request.reference} email={email} replyTo={message.id} onSent={refetch} />
          </div>
        ))}
        <ReplyBox reference={request.reference} email={email} onSent={refetch} />
      </section>
    </article>
  );
}
