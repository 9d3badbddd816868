import type { Availability } from '../../lib/graphql/generated';
import type { ProductDetail, ProductVariant } from './api/get-product';

const schemaAvailability: Record<Availability, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  BACKORDERABLE: 'https://schema.org/BackOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

/** Everything sold here is second-hand: refurbished units say so, the rest are used (new only when the data says new). */
export function itemCondition(conditionSlug: string | undefined): string {
  if (conditionSlug === 'new') return 'https://schema.org/NewCondition';
  if (conditionSlug === 'refurbished') return 'https://schema.org/RefurbishedCondition';
  return 'https://schema.org/UsedCondition';
}

/** schema.org Product with one Offer for the chosen variant. */
export function productJsonLd(product: ProductDetail, variant: ProductVariant | undefined, url: string, origin: string) {
  const offer = variant ?? product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: variant?.sku ?? product.sku,
    description: product.excerpt ?? undefined,
    image: product.images.map((image) => new URL(image.src, origin).href),
    brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
    category: product.category?.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: (offer.salePrice.amount / 100).toFixed(2),
      availability: schemaAvailability[offer.availability],
      itemCondition: itemCondition(product.condition?.slug),
    },
  };
}
