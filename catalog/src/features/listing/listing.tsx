import { useDeferredValue } from 'react';
import type { ProductOrder, ProductWhere } from '../../lib/graphql/generated';
import { ProductGrid } from '../../components/product-card';
import { QueryStatus } from '../../components/query-status';
import { useCatalogT } from '../../lib/remote';
import { listingAggregations, useSearchProducts } from './api/search-products';
import { hasFilters, listingWhere, pageSize, toggleFacet } from './listing-params';
import { useListingState } from './use-listing-state';
import { Facets } from './facets';
import { SortSelect } from './sort-select';
import { Pagination } from './pagination';
import { EmptyResults } from './empty-results';
import styles from './listing.module.css';

interface Props {
  /** Session storage key of this listing's filters (spec §3: kept per namespace). */
  namespace: string;
  base: ProductWhere;
  withTerm?: boolean;
}

/** Products with facets, sort and pages; every choice is in the URL. */
export function Listing({ namespace, base, withTerm = false }: Props) {
  const t = useCatalogT();
  const [state, update] = useListingState(namespace);
  const term = withTerm ? state.term : undefined;
  const sort: ProductOrder = state.sort ?? (term ? 'RELEVANCE' : 'NEWEST');
  const { data, loading, error, refetch } = useSearchProducts({
    first: pageSize,
    skip: (state.page - 1) * pageSize,
    term,
    where: listingWhere(base, state.filters),
    order: sort === 'RELEVANCE' && !term ? 'NEWEST' : sort,
    aggs: listingAggregations,
  });
  // A page of results renders at transition priority, in slices, not in one task when the data arrives.
  const result = useDeferredValue(data?.search);
  if (!result) return <QueryStatus loading={loading} error={error} onRetry={() => void refetch()} />;
  return (
    <div className={styles.listing} aria-busy={loading}>
      <aside className={styles.sidebar}>
        <Facets
          aggregations={result.aggregations}
          filters={state.filters}
          onToggle={(facet, key) => update(toggleFacet(state, facet, key))}
        />
      </aside>
      <section className={styles.results} aria-label={t('listing.results')}>
        <div className={styles.toolbar}>
          <p role="status" data-testid="result-count">
            {t('listing.count', { count: result.total })}
          </p>
          <SortSelect value={sort} withRelevance={Boolean(term)} onChange={(order) => update({ ...state, sort: order, page: 1 })} />
        </div>
        {result.total === 0 ? (
          <EmptyResults
            term={term}
            filtered={hasFilters(state)}
            suggestions={result.suggestions}
            onClearFilters={() => update({ ...state, filters: {}, page: 1 })}
          />
        ) : (
          <ProductGrid products={result.nodes} label={t('listing.results')} priorityCount={2} />
        )}
        <Pagination page={state.page} total={result.total} pageSize={pageSize} />
      </section>
    </div>
  );
}
