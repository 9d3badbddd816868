import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cartDrawerToggle, localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { CartLines } from './cart-lines';
import { CartUnavailable, cartUnknown } from './cart-unavailable';
import { useCart } from './use-cart';
import styles from './cart.module.css';

/** Site-wide cart drawer, opened through `checkout:drawer-toggle`. */
export function CartDrawer() {
  const t = useCheckoutT();
  const { bus, locale } = useHost();
  const [open, setOpen] = useState(() => bus.channel(cartDrawerToggle).latest()?.open ?? false);
  useEffect(() => bus.channel(cartDrawerToggle).subscribe((event) => setOpen(event.open)), [bus]);
  const { cart, status, retry } = useCart();
  if (!open) return null;
  const close = () => bus.channel(cartDrawerToggle).emit({ open: false });
  return (
    <aside className={styles.drawer} role="dialog" aria-label={t('cart.title')} data-testid="cart-drawer">
      <header className={styles.drawerHead}>
        <h2>{t('cart.title')}</h2>
        <button type="button" className={styles.link} onClick={close} aria-label={t('cart.close')}>
          ×
        </button>
      </header>
      {cartUnknown(status) ? (
        <CartUnavailable status={status} onRetry={retry} />
      ) : cart && cart.items.length ? (
        <CartLines cart={cart} />
      ) : (
        <p>{t('cart.empty')}</p>
      )}
      {cart && cart.items.length > 0 && (
        <nav className={styles.actions}>
          <Link to={localizedPath('shopping-cart', locale)} onClick={close} className={styles.secondary}>
            {t('cart.view')}
          </Link>
          <Link to={localizedPath('checkout', locale)} onClick={close} className={styles.primary}>
            {t('cart.checkout')}
          </Link>
        </nav>
      )}
    </aside>
  );
}
