import { useCatalogT } from '../lib/remote';
import styles from './components.module.css';

interface Money {
  amount: number;
  formatted: string;
}

/** The price to pay; on sale also the regular price struck through and the discount. */
export function Price({
  price,
  salePrice,
  onSale,
  discount,
  large = false,
}: {
  price: Money;
  salePrice: Money;
  onSale: boolean;
  discount: number;
  large?: boolean;
}) {
  const t = useCatalogT();
  return (
    <p className={`${styles.price} ${large ? styles.priceLarge : ''}`} data-testid="price">
      <span className={styles.salePrice}>{salePrice.formatted}</span>
      {onSale && salePrice.amount < price.amount && (
        <>
          {' '}
          <del className={styles.regularPrice} aria-label={t('price.regular', { price: price.formatted })}>
            {price.formatted}
          </del>{' '}
          <span className={styles.discount}>{t('price.discount', { percent: Math.round(discount * 100) })}</span>
        </>
      )}
    </p>
  );
}
