import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../lib/remote';
import { CartLines } from '../features/cart/cart-lines';
import { CartUnavailable, cartUnknown } from '../features/cart/cart-unavailable';
import { useCart } from '../features/cart/use-cart';
import styles from '../features/cart/cart.module.css';

/** `/shopping-cart`: the lines, their total and the way on to checkout. */
export function CartPage() {
  const t = useCheckoutT();
  const { locale } = useHost();
  const { cart, loading, status, retry } = useCart();
  return (
    <section className={styles.page}>
      <h1>{t('cart.title')}</h1>
      {cartUnknown(status) ? (
        <CartUnavailable status={status} onRetry={retry} />
      ) : loading && !cart ? (
        <p>{t('common.loading')}</p>
      ) : cart && cart.items.length ? (
        <>
          <CartLines cart={cart} />
          <Link to={localizedPath('checkout', locale)} className={styles.primary}>
            {t('cart.checkout')}
          </Link>
        </>
      ) : (
        <p>
          {t('cart.empty')} <Link to={localizedPath('index', locale)}>{t('cart.continue')}</Link>
        </p>
      )}
    </section>
  );
}
