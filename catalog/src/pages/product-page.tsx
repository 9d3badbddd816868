import type { RemotePageProps } from '@remac/shared-contracts';
import type { ProductCardFragment } from '../lib/graphql/generated';
import { useProduct, type ProductDetail } from '../features/product/api/get-product';
import { ProductView } from '../features/product/product-view';
import { SeoGate } from '../lib/seo/seo-gate';
import { useSeoResolve, type SeoEntry } from '../lib/seo/use-seo-resolve';
import { idsFromTranslations, useReportPageMeta } from '../lib/seo/use-report-page-meta';

function Loaded({ product, similar, seo }: { product: ProductDetail; similar: readonly ProductCardFragment[]; seo: SeoEntry }) {
  useReportPageMeta('products-id', {
    title: seo.seoMeta.title,
    description: seo.seoMeta.description ?? product.excerpt,
    ids: idsFromTranslations(seo.translations),
    image: product.images[0]?.src,
  });
  return <ProductView product={product} similar={similar} />;
}

/** `/products/{id}`: the SEO lookup and the product load together; the page shows once both agree. */
export function ProductPage({ params }: RemotePageProps) {
  const slug = params.id ?? '';
  const { data, loading, error, refetch } = useProduct(slug);
  const product = data?.product;
  const resolution = useSeoResolve('products-id', 'PRODUCT', slug, data !== undefined && !product);
  return (
    <SeoGate resolution={resolution} ready={Boolean(product)} loading={loading} error={error} onRetry={() => void refetch()}>
      {(seo) => product && <Loaded product={product} similar={data?.similar ?? []} seo={seo} />}
    </SeoGate>
  );
}
