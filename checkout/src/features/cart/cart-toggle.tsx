import { useEffect, useState } from 'react';
import { cartDrawerToggle, cartUpdated } from '@remac/shared-contracts';
import { useHost } from '../../lib/host';
import { useCheckoutT } from '../../lib/translations';
import { useCart } from './use-cart';
import styles from './cart.module.css';

/** Header cart button with the item count; opens and closes the drawer. */
export function CartToggle() {
  const t = useCheckoutT();
  const { bus } = useHost();
  useCart();
  const [count, setCount] = useState(() => bus.channel(cartUpdated).latest()?.totalItems ?? 0);
  useEffect(() => bus.channel(cartUpdated).subscribe((event) => setCount(event.totalItems)), [bus]);
  const toggle = () => {
    const open = bus.channel(cartDrawerToggle).latest()?.open ?? false;
    bus.channel(cartDrawerToggle).emit({ open: !open });
  };
  return (
    <button type="button" className={styles.toggle} onClick={toggle} aria-label={t('cart.toggle', { count })} data-testid="cart-toggle">
      <span aria-hidden="true">🛒</span>
      <span className={styles.badge} data-testid="cart-count">{count}</span>
    </button>
  );
}
