import type { PagePrefetch } from '@remac/remote-kit';
import { fetchSeoLookup } from '../../lib/seo/api/seo-lookup';
import { fetchProduct } from './api/get-product';
import { fetchPaymentOptions } from './api/get-payment-options';
import { initialVariant } from './select-variant';

/** The product page's queries before the server renders it: the product and its SEO entry, then the installments of the variant shown. */
export const prefetchProductPage: PagePrefetch = async ({ client, params, search }) => {
  const slug = params.id ?? '';
  const [{ data }] = await Promise.all([fetchProduct(client, slug), fetchSeoLookup(client, slug, 'PRODUCT')]);
  const product = data?.product;
  if (!product) return;
  const offer = initialVariant(product.variants, search.get('variant')) ?? product;
  await fetchPaymentOptions(client, offer.salePrice.amount);
};
