import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import type { ProductCardFragment } from '../lib/graphql/generated';
import { useHost } from '@remac/remote-kit';
import { ResponsiveImage } from './responsive-image';
import { Price } from './price';
import { AvailabilityBadge } from './availability-badge';
import { CompareToggle } from './compare-toggle';
import { GradeBadge } from './grade-badge';
import { useProductLabel } from './use-product-label';
import styles from './components.module.css';

export function ProductCard({ product, priority = false }: { product: ProductCardFragment; priority?: boolean }) {
  const { locale, Slot } = useHost();
  const label = useProductLabel();
  const { defaultVariant } = product;
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={localizedPath('products-id', locale, { id: product.slug })} className={styles.cardLink}>
        <ResponsiveImage
          image={product.image}
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          className={styles.cardImage}
          priority={priority}
          decorative
        />
        <h3 className={styles.cardTitle}>{product.name}</h3>
      </Link>
      <p className={styles.cardMeta}>
        {product.condition?.name} <GradeBadge grade={product.grade} />
      </p>
      <Price price={product.price} salePrice={product.salePrice} onSale={product.onSale} discount={product.discount} />
      <div className={styles.cardFooter}>
        <AvailabilityBadge availability={product.availability} />
        <CompareToggle productId={product.id} productName={label(product)} />
      </div>
      {/* Checkout's compact add-to-cart for the first configuration that can be ordered; the product page offers all. */}
      {Slot && defaultVariant && (
        <Slot
          name="addToCart"
          props={{
            productId: product.id,
            variantId: defaultVariant.id,
            sku: defaultVariant.sku,
            orderable: defaultVariant.orderable,
            compact: true,
          }}
        />
      )}
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: readonly ProductCardFragment[];
  label?: string;
  priorityCount?: number;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
