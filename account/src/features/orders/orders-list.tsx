import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { formatMoney, localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { MemberOrdersDocument } from '../../lib/graphql/generated';
import { useAccountT } from '../../lib/remote';
import { useSession } from '../../lib/session/use-session';
import { formatOrderDate } from './format';
import { StateLabel } from './state-label';
import styles from './orders.module.css';

const pageSize = 20;

/**
 * `/orders` (member route): the member's orders, newest first. A guest, the server and hydration see the
 * neutral box (the session is in the browser); the shell sends a guest to login.
 */
export function OrdersList() {
  const t = useAccountT();
  const { locale } = useHost();
  const { loggedIn } = useSession();
  const [pages, setPages] = useState(1);
  const { data, error, loading, refetch } = useQuery(MemberOrdersDocument, {
    variables: { first: pageSize * pages, skip: 0 },
    skip: !loggedIn,
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.memberOrders;

  return (
    <section className={styles.box} aria-busy={!orders} data-testid="orders">
      <h1>{t('orders.title')}</h1>
      {!orders && !error && <p>{t('orders.loading')}</p>}
      {error && !orders && (
        <p role="alert">
          {t('errors.unavailable')}{' '}
          <button type="button" onClick={() => void refetch().catch(() => undefined)}>
            {t('errors.retry')}
          </button>
        </p>
      )}
      {orders && orders.nodes.length === 0 && (
        <p data-testid="orders-empty">
          {t('orders.empty')} <Link to={localizedPath('products', locale)}>{t('orders.browse')}</Link>
        </p>
      )}
      {orders && orders.nodes.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.state')}</th>
              <th scope="col">{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.nodes.map((order) => (
              <tr key={order.number} data-testid="order-row">
                <td>
                  <Link
                    to={localizedPath('orders-id', locale, { id: order.number })}
                    aria-label={t('orders.view', { number: order.number })}
                  >
                    {order.number}
                  </Link>
                </td>
                <td>{formatOrderDate(order.createdAt, locale)}</td>
                <td>
                  <StateLabel state={order.state} />
                </td>
                <td>{formatMoney(order.total.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders && orders.total > orders.nodes.length && (
        <button type="button" onClick={() => setPages((n) => n + 1)} disabled={loading}>
          {t('orders.more')}
        </button>
      )}
    </section>
  );
}
