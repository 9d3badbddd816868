import type { SearchProductsQuery } from '../../lib/graphql/generated';
import { useCatalogT } from '../../lib/remote';
import { facetNames, type FacetName, type Filters } from './listing-params';
import { offeredBuckets } from './active-filters';
import styles from './listing.module.css';

type Aggregation = SearchProductsQuery['search']['aggregations'][number];

interface Props {
  aggregations: readonly Aggregation[];
  filters: Filters;
  onToggle: (facet: FacetName, key: string) => void;
}

function isFacet(name: string): name is FacetName {
  return (facetNames as readonly string[]).includes(name);
}

/**
 * One group of checkboxes per aggregation, each value with its count; a group with one value and no
 * choice is left out. Values of a group combine with OR and the API counts a group without its own
 * choice, so the siblings of a ticked value stay selectable with meaningful counts.
 */
export function Facets({ aggregations, filters, onToggle }: Props) {
  const t = useCatalogT();
  const groups = aggregations
    .filter((aggregation) => isFacet(aggregation.name))
    .map((aggregation) => ({
      ...aggregation,
      name: aggregation.name as FacetName,
      buckets: offeredBuckets(aggregation, filters[aggregation.name as FacetName] ?? []),
    }));
  const shown = groups.filter(
    (group) =>
      group.buckets.length > 1 ||
      (group.buckets.length === 1 && filters[group.name]?.length) ||
      (group.name === 'availability' && group.buckets.length === 1),
  );
  return (
    <div className={styles.facets} data-testid="facets">
      <h2 className={styles.facetsTitle}>{t('listing.filters')}</h2>
      {shown.map((group) => (
        <fieldset key={group.name} className={styles.facet} data-facet={group.name}>
          <legend className={styles.facetLegend}>{group.label}</legend>
          {group.buckets.map((bucket) => {
            const checked = filters[group.name]?.includes(bucket.key) ?? false;
            return (
              <label key={bucket.key} className={styles.facetValue}>
                <input type="checkbox" checked={checked} onChange={() => onToggle(group.name, bucket.key)} />
                <span>{bucket.label}</span>
                <span className={styles.count} data-testid="facet-count">
                  {bucket.count}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
