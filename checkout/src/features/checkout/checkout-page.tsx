import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '../../lib/host';
import { useCheckoutT } from '../../lib/translations';
import { useCart } from '../cart/use-cart';
import { CartUnavailable, cartUnknown } from '../cart/cart-unavailable';
import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';

/** `/checkout`: guest (or member) checkout of the live server cart. */
export function CheckoutPage() {
  const t = useCheckoutT();
  const { locale } = useHost();
  const { cart, token, loading, status, retry } = useCart();
  return (
    <section className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      {/* No form while the cart is unknown: an order is only placed against a cart that was read. */}
      {cartUnknown(status) ? <CartUnavailable status={status} onRetry={retry} /> : loading && !cart ? <p>{t('common.loading')}</p> : cart && token && cart.items.length ? (
        <CheckoutForm cart={cart} token={token} />
      ) : (
        <p>{t('cart.empty')} <Link to={localizedPath('index', locale)}>{t('cart.continue')}</Link></p>
      )}
    </section>
  );
}
