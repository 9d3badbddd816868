import { facetNames, isFilterable, type FacetName, type Filters } from './listing-params';

interface Bucket {
  key: string;
  label: string;
  count: number;
}
interface Aggregation {
  name: string;
  label: string;
  buckets: readonly Bucket[];
}

export interface ActiveFilter {
  facet: FacetName;
  key: string;
  /** The value as the facet shows it, e.g. "MacBook Air"; the key when the API no longer lists it. */
  label: string;
}

/** Every chosen facet value, in facet order, named as the facets name it (the summary above the results). */
export function activeFilters(aggregations: readonly Aggregation[], filters: Filters): ActiveFilter[] {
  return facetNames.flatMap((facet) =>
    (filters[facet] ?? []).map((key) => {
      const bucket = aggregations.find((aggregation) => aggregation.name === facet)?.buckets.find((entry) => entry.key === key);
      return { facet, key, label: bucket?.label ?? key };
    }),
  );
}

/**
 * The buckets a facet offers: those the API counted that can be filtered on, plus a chosen value the
 * other facets have emptied (count 0), so that it can still be unchecked.
 */
export function offeredBuckets(aggregation: Aggregation, chosen: readonly string[]): Bucket[] {
  const buckets = aggregation.buckets.filter((bucket) => isFilterable(aggregation.name, bucket.key));
  const missing = chosen.filter((key) => !buckets.some((bucket) => bucket.key === key)).map((key) => ({ key, label: key, count: 0 }));
  return [...buckets, ...missing];
}
