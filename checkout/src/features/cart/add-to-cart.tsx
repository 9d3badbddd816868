import { useState } from 'react';
import { cartDrawerToggle, type AddToCartProps } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { useChangeCart } from './use-change-cart';
import styles from './cart.module.css';

/** Quantity and add button for the catalog's product page and cards; opens the drawer once added. */
export function AddToCart({ variantId, orderable, compact }: AddToCartProps) {
  const t = useCheckoutT();
  const { bus } = useHost();
  const { add, busy, error } = useChangeCart();
  const [quantity, setQuantity] = useState('1');
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const count = Math.max(1, Math.min(20, Number.parseInt(quantity, 10) || 1));
    if (await add(variantId, count)) bus.channel(cartDrawerToggle).emit({ open: true });
  }
  return (
    <form className={styles.addToCart} onSubmit={submit} data-testid="add-to-cart">
      {!compact && (
        <label className={styles.quantity}>
          <span>{t('cart.quantity')}</span>
          <input
            type="number"
            min={1}
            max={20}
            value={quantity}
            disabled={!orderable || busy}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </label>
      )}
      <button type="submit" className={styles.primary} disabled={!orderable || busy} aria-busy={busy}>
        {busy ? t('cart.adding') : t('cart.add')}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {t('cart.notAdded')}: {error}
        </p>
      )}
    </form>
  );
}
