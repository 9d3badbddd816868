import type { ApolloClient } from '@apollo/client';
import { prefetchPages, type PagePrefetch } from '@remac/remote-kit';
import { taxonSlugs } from '@remac/shared-contracts/graphql';
import type { ProductWhere, SeoType } from '../lib/graphql/generated';
import { catalog } from '../lib/remote';
import { fetchSeoLookup } from '../lib/seo/api/seo-lookup';
import { prefetchHome } from '../features/home/prefetch-home';
import { fetchListing } from '../features/listing/api/search-products';
import { fetchCategories } from '../features/categories/api/get-categories';
import { fetchCategoryPage } from '../features/categories/api/get-category-page';
import { fetchPromotions } from '../features/promotions/api/get-promotions';
import { fetchPromotion } from '../features/promotions/api/get-promotion';
import { prefetchProductPage } from '../features/product/prefetch-product-page';

const listing =
  (base: ProductWhere, withTerm = false): PagePrefetch =>
  async ({ client, search }) =>
    void (await fetchListing(client, search, base, withTerm));

/** A category's or promotion's page: the entity, its SEO entry and its listing, at once. */
const entityListing =
  (
    type: SeoType,
    fetchEntity: (client: ApolloClient, slug: string) => Promise<unknown>,
    where: (slug: string) => ProductWhere,
  ): PagePrefetch =>
  async ({ client, params, search }) => {
    const slug = params.id ?? '';
    await Promise.all([fetchEntity(client, slug), fetchSeoLookup(client, slug, type), fetchListing(client, search, where(slug))]);
  };

/** Every catalog route's queries follow from its address: the server fetches them before its one render. */
export const prefetch = prefetchPages(catalog, {
  index: prefetchHome,
  products: listing({ category: taxonSlugs.root }),
  accessories: listing({ category: taxonSlugs.accessories }),
  search: listing({}, true),
  'products-id': prefetchProductPage,
  categories: async ({ client }) => void (await fetchCategories(client)),
  'categories-id': entityListing('TAXON', fetchCategoryPage, (slug) => ({ category: slug })),
  promotions: async ({ client }) => void (await fetchPromotions(client)),
  'promotions-id': entityListing('PROMOTION', fetchPromotion, (slug) => ({ promotion: slug })),
});
