import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../lib/remote';
import { useCart } from '../features/cart/use-cart';
import { CheckoutForm } from '../features/checkout/checkout-form';
import styles from '../features/checkout/checkout.module.css';

/** `/checkout`: guest (or member) checkout of the live server cart. */
export function CheckoutPage() {
  const t = useCheckoutT();
  const { locale } = useHost();
  const { cart, token, loading } = useCart();
  return (
    <section className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      {loading && !cart ? <p>{t('common.loading')}</p> : cart && token && cart.items.length ? (
        <CheckoutForm cart={cart} token={token} />
      ) : (
        <p>{t('cart.empty')} <Link to={localizedPath('index', locale)}>{t('cart.continue')}</Link></p>
      )}
    </section>
  );
}
