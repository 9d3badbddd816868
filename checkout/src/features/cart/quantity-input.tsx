import { useEffect, useState } from 'react';
import { useCheckoutT } from '../../lib/remote';
import styles from './cart.module.css';

interface QuantityInputProps {
  quantity: number;
  disabled: boolean;
  /** Resolves whether the cart took the new quantity. */
  onChange: (quantity: number) => Promise<boolean>;
}

/**
 * A line's quantity. It always ends showing what is in the cart: the new number once the cart takes
 * it, the cart's own again when the change is refused (too many, out of stock) or fails.
 */
export function QuantityInput({ quantity, disabled, onChange }: QuantityInputProps) {
  const t = useCheckoutT();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  async function commit() {
    const wanted = Math.max(1, Math.trunc(Number(draft)) || 1);
    if (wanted === quantity) {
      setDraft(String(quantity));
      return;
    }
    if (!(await onChange(wanted))) setDraft(String(quantity));
  }

  return (
    <label className={styles.quantity}>
      <span>{t('cart.quantity')}</span>
      <input
        type="number"
        min={1}
        max={20}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
      />
    </label>
  );
}
