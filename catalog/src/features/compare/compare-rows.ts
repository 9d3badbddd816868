/** One fact of a compared product, e.g. `{ key: 'memory', label: 'Memory', value: '16 GB' }`. */
export interface Attribute {
  key: string;
  label: string;
  value: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One value per product, in column order; empty when a product lacks the fact. */
  values: string[];
  /** The products do not all have the same value: the row the visitor is looking for. */
  differs: boolean;
}

/** What tells one used Mac from another comes first; every other fact follows in the order first seen. */
export const leadingRows = ['chip', 'memory', 'storage', 'year', 'grade', 'price', 'condition', 'availability'] as const;

/** The primary product first, then the others in the order they were added. */
export function orderColumns<P extends { id: string }>(products: readonly P[], primaryId: string | null): P[] {
  const primary = products.filter((product) => product.id === primaryId);
  return [...primary, ...products.filter((product) => product.id !== primaryId)];
}

/** Every fact any compared product has, as rows across the products (side by side), marking those that differ. */
export function compareRows(columns: readonly (readonly Attribute[])[]): CompareRow[] {
  const labels = new Map<string, string>();
  for (const attributes of columns)
    for (const attribute of attributes) if (!labels.has(attribute.key)) labels.set(attribute.key, attribute.label);
  const rank = (key: string) => {
    const index = (leadingRows as readonly string[]).indexOf(key);
    return index === -1 ? leadingRows.length : index;
  };
  const keys = [...labels.keys()].sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => {
    const values = columns.map((attributes) => attributes.find((attribute) => attribute.key === key)?.value ?? '');
    return { key, label: labels.get(key)!, values, differs: new Set(values).size > 1 };
  });
}
