import { useCallback, useSyncExternalStore } from 'react';
import { cartDrawerToggle, cartUpdated } from '@remac/shared-contracts';
import { readKnownCartCount } from '../../lib/cart-token';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { useCart } from './use-cart';
import { useMemberCart } from './use-member-cart';
import styles from './cart.module.css';

const noCountOnServer = () => 0;

/** Header cart button with the item count; opens and closes the drawer. */
export function CartToggle() {
  const t = useCheckoutT();
  const { bus } = useHost();
  useCart();
  useMemberCart();
  // The count the visitor last saw, kept while the cart cannot be read; 0 on the server and in hydration.
  const subscribe = useCallback((onChange: () => void) => bus.channel(cartUpdated).subscribe(onChange), [bus]);
  const count = useSyncExternalStore(subscribe, readKnownCartCount, noCountOnServer);
  const toggle = () => {
    const open = bus.channel(cartDrawerToggle).latest()?.open ?? false;
    bus.channel(cartDrawerToggle).emit({ open: !open });
  };
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={t('cart.toggle', { count })} data-testid="cart-toggle">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4a.25.25 0 0 1-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.2l-.94-2H1z"
        />
      </svg>
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
