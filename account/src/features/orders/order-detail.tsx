import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { formatMoney, localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { MemberOrderDocument, type MemberOrderQuery } from '../../lib/graphql/generated';
import { useAccountT } from '../../lib/remote';
import { useSession } from '../../lib/session/use-session';
import { formatOrderDate } from './format';
import { OrderAddress } from './order-address';
import { StateLabel } from './state-label';
import styles from './orders.module.css';

type Order = NonNullable<MemberOrderQuery['memberOrder']>;

function useMethodName() {
  const t = useAccountT();
  return (method: string) => t(`paymentMethods.${method}`, { defaultValue: method });
}

/** `/orders/{id}` (member route): everything the API tells about one of the member's orders. */
export function OrderDetail({ number }: { number: string }) {
  const t = useAccountT();
  const { locale } = useHost();
  const { loggedIn } = useSession();
  const { data, error, refetch } = useQuery(MemberOrderDocument, {
    variables: { number },
    skip: !loggedIn,
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) {
    return (
      <section className={styles.box}>
        <h1>{t('order.title', { number })}</h1>
        <p role="alert">
          {t('errors.unavailable')}{' '}
          <button type="button" onClick={() => void refetch().catch(() => undefined)}>
            {t('errors.retry')}
          </button>
        </p>
      </section>
    );
  }
  if (!data) {
    return (
      <section className={styles.box} aria-busy="true">
        <h1>{t('order.title', { number })}</h1>
        <p>{t('order.loading')}</p>
      </section>
    );
  }
  const order = data.memberOrder;
  if (!order) {
    return (
      <section className={styles.box} data-testid="order-not-found">
        <h1>{t('order.notFound')}</h1>
        <p>{t('order.notFoundText')}</p>
        <p>
          <Link to={localizedPath('contact', locale)}>{t('order.contact')}</Link>
          {' · '}
          <Link to={localizedPath('orders', locale)}>{t('order.allOrders')}</Link>
        </p>
      </section>
    );
  }
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: Order }) {
  const t = useAccountT();
  const { locale } = useHost();
  const methodName = useMethodName();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section className={styles.box} data-testid="order">
      <h1>{t('order.title', { number: order.number })}</h1>
      <p>
        {t('order.placed', { date: formatOrderDate(order.createdAt, locale, true) })} · <StateLabel state={order.state} />
      </p>
      <p>
        {t('order.email')}: {order.email}
      </p>

      <h2>{t('order.items')}</h2>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.sku} data-testid="order-item">
            {item.image && <img src={item.image.src} alt={item.image.alt} loading="lazy" width={64} height={64} />}
            <span className={styles.itemText}>
              {item.productSlug ? <Link to={localizedPath('products-id', locale, { id: item.productSlug })}>{item.name}</Link> : item.name}
              {item.label ? ` (${item.label})` : ''}
              <br />
              <small>
                SKU {item.sku}
                {item.options.map((option) => ` · ${option.name}: ${option.label}`).join('')}
              </small>
              <br />
              {t('order.quantity')}: {item.quantity} × {money(item.price.amount)}
            </span>
            <strong>{money(item.total.amount)}</strong>
          </li>
        ))}
      </ul>

      <div className={styles.sections}>
        <OrderAddress title={t('order.billing')} address={order.billing} />
        <OrderAddress title={t('order.shipping')} address={order.shipping} />
        {order.invoice && (
          <div>
            <h2>{t('order.invoice')}</h2>
            <p>
              {t('order.companyName')}: {order.invoice.companyName}
              <br />
              {t('order.businessActivity')}: {order.invoice.businessActivity}
              <br />
              {t('order.vatNumber')}: {order.invoice.vatNumber}
              <br />
              {t('order.taxOffice')}: {order.invoice.taxOffice}
            </p>
          </div>
        )}
      </div>

      <div className={styles.sections}>
        <div>
          <h2>{t('order.shipments')}</h2>
          <p>
            {t('order.shippingMethod')}: {order.shippingMethod}
          </p>
          {order.shipments.length === 0 && <p>{t('order.noShipments')}</p>}
          <ul className={styles.items}>
            {order.shipments.map((shipment, index) => (
              <li key={index} data-testid="order-shipment">
                <span className={styles.itemText}>
                  {shipment.carrier} · <StateLabel state={shipment.state} />
                  {Boolean(shipment.shippedAt) && (
                    <>
                      <br />
                      {t('order.shippedAt', { date: formatOrderDate(shipment.shippedAt, locale) })}
                    </>
                  )}
                  {shipment.trackingNumber && (
                    <>
                      <br />
                      {shipment.trackingUrl ? (
                        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                          {t('order.track', { number: shipment.trackingNumber, carrier: shipment.carrier })}
                        </a>
                      ) : (
                        shipment.trackingNumber
                      )}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{t('order.payments')}</h2>
          <p>
            {t('order.paymentMethod')}: {methodName(order.paymentMethod)}
            {order.installments > 1 ? ` · ${t('order.installments', { count: order.installments })}` : ''}
          </p>
          <ul className={styles.items}>
            {order.payments.map((payment, index) => (
              <li key={index} data-testid="order-payment">
                <span className={styles.itemText}>
                  {methodName(payment.method)} · <StateLabel state={payment.state} />
                </span>
                <strong>{money(payment.amount.amount)}</strong>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {order.notes && (
        <p>
          {t('order.notes')}: {order.notes}
        </p>
      )}

      <dl className={styles.totals}>
        <dt>{t('order.subtotal')}</dt>
        <dd>{money(order.subtotal.amount)}</dd>
        <dt>{t('order.shipmentTotal')}</dt>
        <dd>{money(order.shipmentTotal.amount)}</dd>
        {order.paymentCharge.amount > 0 && (
          <>
            <dt>{t('order.paymentCharge')}</dt>
            <dd>{money(order.paymentCharge.amount)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t('order.total')}</dt>
        <dd className={styles.grand} data-testid="order-total">
          {money(order.total.amount)}
        </dd>
      </dl>
      <p>
        <Link to={localizedPath('orders', locale)}>{t('order.allOrders')}</Link>
      </p>
    </section>
  );
}
