import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../lib/remote';
import { useCart } from '../features/cart/use-cart';
import { CartUnavailable, cartUnknown } from '../features/cart/cart-unavailable';
import styles from '../features/checkout/checkout.module.css';

// The form stack (zod, react-hook-form, the address and card fields) only for a cart with items: an empty
// checkout, the cart page and the cart's fragments never download it.
const CheckoutForm = lazy(() =>
  import(/* webpackChunkName: "checkout-form" */ '../features/checkout/checkout-form').then((module) => ({ default: module.CheckoutForm })),
);

/** `/checkout`: guest (or member) checkout of the live server cart. */
export function CheckoutPage() {
  const t = useCheckoutT();
  const { locale } = useHost();
  const { cart, token, loading, status, retry } = useCart();
  return (
    <section className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      {/* No form while the cart is unknown: an order is only placed against a cart that was read. */}
      {cartUnknown(status) ? (
        <CartUnavailable status={status} onRetry={retry} />
      ) : loading && !cart ? (
        <p>{t('common.loading')}</p>
      ) : cart && token && cart.items.length ? (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <CheckoutForm cart={cart} token={token} />
        </Suspense>
      ) : (
        <p>
          {t('cart.empty')} <Link to={localizedPath('index', locale)}>{t('cart.continue')}</Link>
        </p>
      )}
    </section>
  );
}
