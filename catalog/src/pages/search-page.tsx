import { useSearchParams } from 'react-router-dom';
import { useCatalogT } from '../lib/remote';
import { PageHeader } from '../components/page-header';
import { Listing } from '../features/listing/listing';
import { searchTermWithin } from '../features/listing/listing-params';
import { useReportPageMeta } from '../lib/seo/use-report-page-meta';

/** `/search?search=…`: the full-text result with the same facets as every listing. */
export function SearchPage() {
  const t = useCatalogT();
  // The words searched for, as the listing sends them (a term too long for the API is cut).
  const term = searchTermWithin(useSearchParams()[0].get('search')?.trim() ?? '');
  const title = term ? t('pages.search.resultsFor', { term }) : t('pages.search.title');
  // A search's results list what the listings list, in an order of the visitor's words: not for the index.
  useReportPageMeta('search', { title, description: t('pages.search.description'), noindex: true });
  return (
    <>
      <PageHeader title={title} />
      <Listing namespace="search" base={{}} withTerm />
    </>
  );
}
