import type { ProductRow } from '../catalog/product-row.js';

export interface AggregationValue {
  name: string;
  label: string;
  buckets: { key: string; label: string; count: number }[];
}

/** Search result fields are functions: the search's one statement runs when the first of them is asked for. */
export interface SearchParent {
  total: () => Promise<number>;
  nodes: () => Promise<ProductRow[]>;
  aggregations: () => Promise<AggregationValue[]>;
  suggestions: () => Promise<string[]>;
}
