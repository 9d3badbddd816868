import { Link } from 'react-router-dom';
import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { localizedPath, type RemotePageProps } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { GetOrderDocument } from '../lib/graphql/generated';
import { useCheckoutT } from '../lib/remote';
import { ContactHelp } from '../components/contact-help';
import { CartUnavailable, cartUnknown } from '../features/cart/cart-unavailable';
import { useReadStatus } from '../features/cart/use-read-status';
import { OrderDetails } from '../features/receipt/order-details';
import styles from '../features/receipt/receipt.module.css';

const outcomeKey = { PROCESSING: 'receipt.processing', COMPLETED: 'receipt.completed', FAILED: 'receipt.failed' } as const;

/** `/receipt/{id}`: the order's outcome (spec §4) and what was bought; guests reach it by the unguessable id. */
export function ReceiptPage({ params }: Pick<RemotePageProps, 'params'>) {
  const id = params.id ?? '';
  const t = useCheckoutT();
  const { locale } = useHost();
  const { data, loading, error, refetch } = useQuery(GetOrderDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const { status } = useReadStatus({ hasToken: true, loading, failed: Boolean(error), answered: data !== undefined }, retry);
  // An unreadable order is not a failed one: the API may just be down for a moment.
  if (cartUnknown(status)) return <CartUnavailable status={status} onRetry={retry} text={t('receipt.unavailable')} />;
  if (loading) return <p>{t('common.loading')}</p>;
  const order = data?.order;
  if (!order) {
    return (
      <section className={styles.box} data-testid="receipt-not-found">
        <h1>{t('receipt.notFound')}</h1>
        <p className={styles.links}>
          <Link to={localizedPath('contact', locale)}>{t('receipt.contact')}</Link>
          {/* Spec: "Order not found, with contact and all-orders links"; a guest is asked to log in first. */}
          <Link to={localizedPath('orders', locale)}>{t('receipt.allOrders')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.box} data-testid="receipt" data-outcome={order.outcome}>
      <h1>{t('receipt.title', { number: order.number })}</h1>
      {order.outcome === 'FAILED' ? (
        // A canceled order did not fail: its payment did not arrive within the hold (or the shop canceled it).
        <ContactHelp text={t(order.state === 'canceled' ? 'receipt.canceled' : outcomeKey.FAILED)} testId="receipt-problem" />
      ) : (
        <p className={styles.outcome} data-testid="receipt-outcome">
          {t(outcomeKey[order.outcome])}
        </p>
      )}
      <OrderDetails order={order} />
      <p>{t('receipt.email', { email: order.email })}</p>
      {/* The order list needs a member's login; a guest's receipt is reached only by its link. */}
      {order.placedByMember && (
        <p className={styles.links}>
          <Link to={localizedPath('orders', locale)} data-testid="receipt-all-orders">
            {t('receipt.allOrders')}
          </Link>
        </p>
      )}
    </section>
  );
}
