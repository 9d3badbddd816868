import type { AddToCartProps } from '@remac/shared-contracts';
import type { ProductVariant } from './api/get-product';
import { AvailabilityBadge } from '../../components/availability-badge';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../../lib/remote';
import styles from './product.module.css';

/**
 * The chosen variant's availability and the checkout remote's add-to-cart fragment, placed through
 * the host's slot (the shell isolates its failures; a harness without `Slot` leaves it out).
 */
export function PurchaseBox({ productId, variant }: { productId: string; variant: ProductVariant }) {
  const t = useCatalogT();
  const { Slot } = useHost();
  const addToCart: AddToCartProps = { productId, variantId: variant.id, sku: variant.sku, orderable: variant.orderable };
  const stock = variant.availability === 'IN_STOCK' ? t('product.onHand', { count: variant.totalOnHand }) : null;
  return (
    <div className={styles.purchase} data-add-to-cart-variant={variant.id} data-orderable={variant.orderable}>
      <AvailabilityBadge availability={variant.availability} />
      {stock && <span className={styles.stock}>{stock}</span>}
      {!variant.orderable && <p className={styles.soldOut}>{t('product.notOrderable')}</p>}
      {Slot && <Slot name="addToCart" props={addToCart} />}
    </div>
  );
}
