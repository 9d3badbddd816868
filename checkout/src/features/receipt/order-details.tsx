import { useHost } from '@remac/remote-kit';
import type { OrderFieldsFragment } from '../../lib/graphql/generated';
import { useCheckoutT } from '../../lib/remote';
import { BankTransfer } from './bank-transfer';
import { orderDate } from './order-date';
import styles from './receipt.module.css';

/** What a buyer needs from a receipt: date, methods, items, totals, delivery address, next steps, bank details. */
export function OrderDetails({ order }: { order: OrderFieldsFragment }) {
  const t = useCheckoutT();
  const { locale } = useHost();
  const address = order.shipping;
  const createdAt = String(order.createdAt);
  return (
    <>
      <dl className={styles.facts} data-testid="receipt-facts">
        <dt>{t('receipt.date')}</dt>
        <dd data-testid="receipt-date">
          <time dateTime={createdAt}>{orderDate(createdAt, locale)}</time>
        </dd>
        <dt>{t('receipt.paymentMethod')}</dt>
        <dd data-testid="receipt-payment">{order.paymentMethodName}</dd>
        <dt>{t('receipt.shippingMethod')}</dt>
        <dd data-testid="receipt-shipping">{order.shippingMethodName}</dd>
      </dl>
      <h2>{t('receipt.items')}</h2>
      <ul className={styles.items} data-testid="receipt-items">
        {order.items.map((item) => (
          <li key={item.sku}>
            <span>
              {item.quantity} × {item.name}
              {item.label ? ` (${item.label})` : ''}
            </span>{' '}
            <strong>{item.total.formatted}</strong>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt>{t('receipt.subtotal')}</dt>
        <dd>{order.subtotal.formatted}</dd>
        <dt>{t('checkout.shippingCost')}</dt>
        <dd data-testid="receipt-shipping-cost">{order.shipmentTotal.formatted}</dd>
        <dt className={styles.total}>{t('checkout.total')}</dt>
        <dd className={styles.total}>
          <strong data-testid="receipt-total">{order.total.formatted}</strong>
        </dd>
      </dl>
      <p className={styles.note}>{t('checkout.vatIncluded')}</p>
      <section className={styles.section}>
        <h2>{t('receipt.address')}</h2>
        <address data-testid="receipt-address">
          {address.firstName} {address.lastName}
          <br />
          {address.addressLine1}
          {address.addressLine2 ? `, ${address.addressLine2}` : ''}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.phone}
        </address>
      </section>
      {order.nextSteps.length > 0 && (
        <section className={styles.section}>
          <h2>{t('receipt.nextSteps')}</h2>
          <ul data-testid="receipt-next-steps">
            {order.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
      )}
      {order.bankTransfer && <BankTransfer details={order.bankTransfer} />}
    </>
  );
}
