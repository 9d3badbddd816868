import type { CartFieldsFragment, CheckoutOptionsQuery } from '../../lib/graphql/generated';
import { useCheckoutT } from '../../lib/remote';
import styles from './checkout.module.css';

/** The cart's lines and totals; VAT is included under the margin scheme, so there is no VAT line. */
export function OrderSummary({ cart, options }: { cart: CartFieldsFragment; options: CheckoutOptionsQuery['checkoutOptions'] | null }) {
  const t = useCheckoutT();
  return (
    <aside className={styles.summary} data-testid="order-summary">
      <h2>{t('checkout.summary')}</h2>
      <ul>
        {cart.items.map((item) => (
          <li key={item.variantId}>
            <span>
              {item.quantity} × {item.name}
              {item.label ? ` (${item.label})` : ''}
            </span>
            <strong>{item.total.formatted}</strong>
          </li>
        ))}
      </ul>
      <p>
        <span>{t('cart.subtotal')}</span> <strong>{cart.subtotal.formatted}</strong>
      </p>
      {options?.shipping && (
        <p>
          <span>{t('checkout.shippingCost')}</span> <strong>{options.shipping.formatted}</strong>
        </p>
      )}
      <p className={styles.total}>
        <span>{t('checkout.total')}</span> <strong data-testid="order-total">{options?.total.formatted ?? cart.subtotal.formatted}</strong>
      </p>
      <small>{t('checkout.vatIncluded')}</small>
    </aside>
  );
}
