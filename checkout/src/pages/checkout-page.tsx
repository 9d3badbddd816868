import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '../../lib/host';
import { useCheckoutT } from '../../lib/translations';
import { useCart } from '../cart/use-cart';
import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';

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
