import { localizedPath } from '@remac/shared-contracts';
import { Link } from 'react-router-dom';
import type { CartFieldsFragment } from '../../lib/graphql/generated';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { useChangeCart } from './use-change-cart';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

/** The cart's lines with quantity controls; a change marks the cart stale until it is read again. */
export function CartLines({ cart, editable = true }: { cart: CartFieldsFragment; editable?: boolean }) {
  const t = useCheckoutT();
  const { locale } = useHost();
  const { setQuantity, busy, error } = useChangeCart();
  return (
    <>
      <ul className={styles.lines} data-testid="cart-lines">
        {cart.items.map((item) => (
          <li key={item.variantId} className={styles.line} data-testid="cart-line">
            <Link to={localizedPath('products-id', locale, { id: item.slug })} className={styles.name}>
              {item.name}
            </Link>
            {item.label && <span className={styles.label}>{item.label}</span>}
            {editable ? (
              <QuantityInput quantity={item.quantity} disabled={busy} onChange={(quantity) => setQuantity(item.variantId, quantity)} />
            ) : (
              <span>× {item.quantity}</span>
            )}
            <span className={styles.price}>{item.total.formatted}</span>
            {editable && (
              <button type="button" className={styles.link} disabled={busy} onClick={() => void setQuantity(item.variantId, 0)}>
                {t('cart.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p className={styles.subtotal}>
        {t('cart.subtotal')}: <strong data-testid="cart-subtotal">{cart.subtotal.formatted}</strong>
      </p>
    </>
  );
}
