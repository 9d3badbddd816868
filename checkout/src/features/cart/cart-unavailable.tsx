import { useCheckoutT } from '../../lib/remote';
import type { CartStatus } from './cart-status';
import styles from './cart.module.css';

/** The cart's contents are unknown: a failed read is never shown as an empty cart. */
export const cartUnknown = (status: CartStatus) => status === 'unavailable' || status === 'retrying';

/** Says that the cart (or `text`: the order) cannot be loaded right now; it is read again by itself, or at once with the button. */
export function CartUnavailable({ status, onRetry, text }: { status: CartStatus; onRetry: () => void; text?: string }) {
  const t = useCheckoutT();
  const retrying = status === 'retrying';
  return (
    <div className={styles.unavailable} role="alert" data-testid="cart-unavailable">
      <p>{text ?? t('cart.unavailable')}</p>
      <button type="button" className={styles.secondary} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? t('cart.retrying') : t('cart.retry')}
      </button>
    </div>
  );
}
