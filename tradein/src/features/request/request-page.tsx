import { useQuery } from '@apollo/client/react';
import { knownRequests } from '../../lib/last-request';
import { useSessionStore } from '../../lib/storage/session-store';
import { TradeInRequestDocument } from '../../lib/graphql/generated/trade-in-request-document';
import { useTradeInT } from '../../lib/remote';
import { LoadFailed } from '../../components/load-failed';
import { LookupForm } from './lookup-form';
import { RequestDetails } from './request-details';

/** /request/{id}: the request, opened with the e-mail this tab knows for it (or as the member who made it). */
export function RequestPage({ reference }: { reference: string }) {
  const t = useTradeInT();
  const known = useSessionStore(knownRequests).find((request) => request.reference === reference.toUpperCase());
  const email = known?.email ?? null;
  const query = useQuery(TradeInRequestDocument, { variables: { reference, email }, fetchPolicy: 'network-only' });
  if (query.error) return <LoadFailed retry={() => void query.refetch()} />;
  if (!query.data) return <p role="status">{t('common.loading')}</p>;
  const request = query.data.tradeInRequest;
  if (!request) return <LookupForm key={email ?? ''} reference={reference} notFound={email !== null} />;
  return <RequestDetails request={request} email={email} refetch={() => void query.refetch()} />;
}
