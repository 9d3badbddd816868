export interface ComparedProduct {
  id: string;
  properties: readonly { internalName: string; name: string; value: string }[];
}

export interface CompareRow {
  key: string;
  label: string;
  /** One value per product, in column order; empty when a product lacks the property. */
  values: string[];
}

/** The primary product first, then the others in the order they were added. */
export function orderColumns<P extends { id: string }>(products: readonly P[], primaryId: string | null): P[] {
  const primary = products.filter((product) => product.id === primaryId);
  return [...primary, ...products.filter((product) => product.id !== primaryId)];
}

/** Every property any compared product has, as rows across the products (side by side). */
export function propertyRows(products: readonly ComparedProduct[]): CompareRow[] {
  const labels = new Map<string, string>();
  for (const product of products)
    for (const property of product.properties) if (!labels.has(property.internalName)) labels.set(property.internalName, property.name);
  return [...labels].map(([key, label]) => ({
    key,
    label,
    values: products.map((product) => product.properties.find((property) => property.internalName === key)?.value ?? ''),
  }));
}
