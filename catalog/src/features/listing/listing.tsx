import { useDeferredValue, useId, useState } from 'react';
import { useReportPageOutcome } from '@remac/remote-kit';
import type { ProductWhere } from '../../lib/graphql/generated';
import { ProductGrid } from '../../components/product-card';
import { QueryStatus } from '../../components/query-status';
import { useCatalogT } from '../../lib/remote';
import { listingSort, listingVariables, useSearchProducts } from './api/search-products';
import { hasFilters, lastPage, toggleFacet, type FacetName } from './listing-params';
import { useListingState } from './use-listing-state';
import { Facets } from './facets';
import { SortSelect } from './sort-select';
import { Pagination } from './pagination';
import { EmptyResults } from './empty-results';
import { FiltersDrawer } from './filters-drawer';
import { ActiveFilterChips } from './active-filter-chips';
import { activeFilters } from './active-filters';
import components from '../../components/components.module.css';
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
  const resultsHeading = useId();
  const [state, update] = useListingState(namespace);
  const term = withTerm ? state.term : undefined;
  const sort = listingSort(state, withTerm);
  const { data, loading, error, refetch } = useSearchProducts(listingVariables(state, base, withTerm));
  // A page of results renders at transition priority, in slices, not in one task when the data arrives.
  const result = useDeferredValue(data?.search);
  // Below 992 px the facets live in a drawer the "Filters" button opens (CSS hides the sidebar there).
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A page number past the last (an old link, a shrunk catalogue) fails the page's validation: 404 (spec §8).
  // Judged on the answer to this page's own variables only: while they load, `data` is the previous answer, and until
  // the deferred result has caught up it is too; the previous listing's total says nothing about this page.
  const current = loading ? undefined : data?.search;
  const pastTheEnd = current !== undefined && result === current && state.page > lastPage(current.total);
  useReportPageOutcome(pastTheEnd ? { status: 404 } : undefined);
  if (!result) return <QueryStatus loading={loading} error={error} onRetry={() => void refetch()} />;
  if (pastTheEnd) return <p>{t('status.notFound')}</p>;
  const toggle = (facet: FacetName, key: string) => update(toggleFacet(state, facet, key));
  const clearFilters = () => update({ ...state, filters: {}, page: 1 });
  const chosen = activeFilters(result.aggregations, state.filters);
  const facets = <Facets aggregations={result.aggregations} filters={state.filters} onToggle={toggle} />;
  return (
    <div className={styles.listing} aria-busy={loading}>
      {/* One set of facets at a time: the sidebar's gives way to the drawer's while it is open. */}
      <aside className={styles.sidebar}>{!drawerOpen && facets}</aside>
      {drawerOpen && (
        <FiltersDrawer total={result.total} onClose={() => setDrawerOpen(false)}>
          {facets}
        </FiltersDrawer>
      )}
      {/* Its own heading: on a phone the filters' heading is in the closed drawer, and the cards' titles (h3) would follow the page's h1. */}
      <section className={styles.results} aria-labelledby={resultsHeading}>
        <h2 id={resultsHeading} className={components.visuallyHidden}>
          {t('listing.results')}
        </h2>
        <div className={styles.toolbar}>
          <button type="button" className={styles.filtersButton} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            {t('listing.filters')}
            {chosen.length > 0 && (
              <span className={styles.filtersCount} data-testid="filters-count">
                {chosen.length}
              </span>
            )}
          </button>
          <p role="status" data-testid="result-count">
            {t('listing.count', { count: result.total })}
          </p>
          <SortSelect value={sort} withRelevance={Boolean(term)} onChange={(order) => update({ ...state, sort: order, page: 1 })} />
        </div>
        <ActiveFilterChips filters={chosen} onRemove={toggle} onClear={clearFilters} />
        {result.total === 0 ? (
          <EmptyResults term={term} filtered={hasFilters(state)} suggestions={result.suggestions} onClearFilters={clearFilters} />
        ) : (
          <ProductGrid products={result.nodes} label={t('listing.results')} priorityCount={2} />
        )}
        <Pagination page={state.page} total={result.total} />
      </section>
    </div>
  );
}
