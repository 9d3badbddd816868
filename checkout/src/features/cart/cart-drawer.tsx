import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cartDrawerToggle, localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { CartLines } from './cart-lines';
import { CartUnavailable, cartUnknown } from './cart-unavailable';
import { useCart } from './use-cart';
import styles from './cart.module.css';

/**
 * Site-wide cart drawer, opened through `checkout:drawer-toggle`: a modal dialog (the browser's own),
 * so it has a backdrop, keeps focus inside while open, closes with Escape, its close button or a click
 * outside, and hands focus back to where it was.
 */
export function CartDrawer() {
  const t = useCheckoutT();
  const { bus, locale } = useHost();
  const [open, setOpen] = useState(() => bus.channel(cartDrawerToggle).latest()?.open ?? false);
  useEffect(() => bus.channel(cartDrawerToggle).subscribe((event) => setOpen(event.open)), [bus]);
  const { cart, status, retry } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const before = document.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);

  if (!open) return null;
  const close = () => bus.channel(cartDrawerToggle).emit({ open: false });
  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={t('cart.title')}
      data-testid="cart-drawer"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.drawerBody}>
        <header className={styles.drawerHead}>
          <h2>{t('cart.title')}</h2>
          <button type="button" className={styles.closeButton} onClick={close} aria-label={t('cart.close')}>
            <span aria-hidden="true">×</span>
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
      </div>
    </dialog>
  );
}
