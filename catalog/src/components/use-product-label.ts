import { useCatalogT } from '../lib/remote';

/**
 * A product's name for controls that act on it ("Compare …"): the four grades of a model share one name, so the
 * grade is added to tell their buttons apart.
 */
export function useProductLabel() {
  const t = useCatalogT();
  return (product: { name: string; grade?: { name: string } | null }) =>
    product.grade ? `${product.name}, ${t('product.gradeBadge', { grade: product.grade.name })}` : product.name;
}
