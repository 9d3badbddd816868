import { useShippingBanner } from './api/get-shipping-banner';
import styles from './frame.module.css';

/** The info bar's shipping promotion text (spec §1, §7 Banner). */
export function ShippingPromotion() {
  const text = useShippingBanner();
  return (
    <p className={styles.promotion} data-testid="shipping-promotion">
      {text}
    </p>
  );
}
