import type { RemotePageProps } from '@remac/shared-contracts';
import { HomePage } from './home-page';
import { ProductsPage } from './products-page';
import { ProductPage } from './product-page';
import { CategoriesPage } from './categories-page';
import { CategoryPage } from './category-page';
import { SearchPage } from './search-page';
import { PromotionsPage } from './promotions-page';
import { PromotionPage } from './promotion-page';

/** The catalog's routes of the route table, by name; a keyed page starts fresh for each id. */
export function CatalogRoutes({ routeName, params }: Pick<RemotePageProps, 'routeName' | 'params'>) {
  const id = params.id ?? '';
  switch (routeName) {
    case 'index':
      return <HomePage />;
    case 'products':
    case 'accessories':
      return <ProductsPage key={routeName} kind={routeName} />;
    case 'products-id':
      return <ProductPage key={id} slug={id} />;
    case 'categories':
      return <CategoriesPage />;
    case 'categories-id':
      return <CategoryPage key={id} slug={id} />;
    case 'search':
      return <SearchPage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'promotions-id':
      return <PromotionPage key={id} slug={id} />;
    default:
      return null;
  }
}
