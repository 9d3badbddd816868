import { createHarness } from '@remac/remote-kit/harness';
import Page from '../exposes/page';
import HomePage from '../exposes/home-page';
import HeaderSearch from '../exposes/header-search';
import CompareBar from '../exposes/compare-bar';
import ShippingPromotion from '../exposes/shipping-promotion';
import FooterCategories from '../exposes/footer-categories';

void createHarness({ remote: 'catalog', modules: { Page, HomePage, HeaderSearch, CompareBar, ShippingPromotion, FooterCategories } });
