import { exposePages } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { HomePage } from '../pages/home-page';
import { AccessoriesPage, ProductsPage } from '../pages/products-page';
import { ProductPage } from '../pages/product-page';
import { CategoriesPage } from '../pages/categories-page';
import { CategoryPage } from '../pages/category-page';
import { SearchPage } from '../pages/search-page';
import { PromotionsPage } from '../pages/promotions-page';
import { PromotionPage } from '../pages/promotion-page';
import styles from '../components/components.module.css';

export default exposePages(
  catalog,
  {
    // Home has a module of its own (HomePage); a shell whose route table is older still asks this one for it.
    index: HomePage,
    products: ProductsPage,
    accessories: AccessoriesPage,
    'products-id': ProductPage,
    categories: CategoriesPage,
    'categories-id': CategoryPage,
    search: SearchPage,
    promotions: PromotionsPage,
    'promotions-id': PromotionPage,
  },
  { className: styles.page },
);

export { prefetch } from './page-prefetch';
