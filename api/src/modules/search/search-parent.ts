import type { ProductRow } from '../catalog/product-row.js';

export interface AggregationValue {
  name: string;
  label: string;
  buckets: { key: string; label: string; count: number }[];
}

/** Search result fields are functions so that only the requested parts are queried. */
export interface SearchParent {
  total: () => Promise<number>;
  nodes: () => Promise<ProductRow[]>;
  aggregations: () => Promise<AggregationValue[]>;
  suggestions: () => Promise<string[]>;
}
