import { useSearchParams } from 'react-router-dom';
import { taxonSlugs } from '@remac/shared-contracts/graphql';
import { useCatalogT } from '../lib/remote';
import { PageHeader } from '../components/page-header';
import { Listing } from '../features/listing/listing';
import { parsePage } from '../features/listing/listing-params';
import { useReportPageMeta } from '../lib/seo/use-report-page-meta';

const bases = {
  products: { category: taxonSlugs.root },
  accessories: { category: taxonSlugs.accessories },
} as const;

/** `/products` (used Macs) and `/accessories`: the listing of one root taxon. */
function RootListing({ kind }: { kind: keyof typeof bases }) {
  const t = useCatalogT();
  const page = parsePage(useSearchParams()[0]);
  useReportPageMeta(kind, { title: t(`pages.${kind}.title`), description: t(`pages.${kind}.description`), page });
  return (
    <>
      <PageHeader title={t(`pages.${kind}.title`)} intro={t(`pages.${kind}.description`)} />
      <Listing namespace={kind} base={bases[kind]} />
    </>
  );
}

export const ProductsPage = () => <RootListing kind="products" />;
export const AccessoriesPage = () => <RootListing kind="accessories" />;
