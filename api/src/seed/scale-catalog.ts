import type { ProductRecord } from './records.js';

/**
 * The catalogue plus `scale - 1` synthetic copies of every product (bench only, API_SEED_SCALE): same names,
 * texts, options and prices, so a search matches `scale` times as many products; slugs and skus get a suffix.
 */
export function scaleCatalog(products: ProductRecord[], scale: number): ProductRecord[] {
  if (scale <= 1) return products;
  const copies = Array.from({ length: scale - 1 }, (_, index) => {
    const n = index + 2;
    return products.map((p): ProductRecord => ({
      ...p,
      slug: `${p.slug}-x${n}`,
      sku: `${p.sku}-X${n}`,
      variants: p.variants.map((v) => ({ ...v, sku: `${v.sku}-X${n}` })),
    }));
  });
  return [...products, ...copies.flat()];
}
