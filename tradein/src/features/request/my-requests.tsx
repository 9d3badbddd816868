import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { MyTradeInRequestsDocument } from '../../lib/graphql/generated/my-trade-in-requests-document';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';
import { stateLabel } from './state-label';

/** A member's own requests (the member's token reaches the API through the shell's client); nothing for a guest. */
export function MyRequests() {
  const t = useTradeInT();
  const { locale } = useHost();
  const { data } = useQuery(MyTradeInRequestsDocument, { fetchPolicy: 'network-only' });
  const requests = data?.myTradeInRequests ?? [];
  if (requests.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="tradein-my-requests">
      <h2 id="tradein-my-requests">{t('request.mine')}</h2>
      <ul>
        {requests.map((request) => (
          <li key={request.reference}>
            <Link to={localizedPath('request-id', locale, { id: request.reference })}>{request.reference}</Link> —{' '}
            {t(`request.kind.${request.kind}`)} · {request.deviceModel ?? ''} · {stateLabel(request.state, t)}
          </li>
        ))}
      </ul>
    </section>
  );
}
