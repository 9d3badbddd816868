import { createHarness } from '@remac/remote-kit/harness';
import Page from '../exposes/page';
import CartToggle from '../exposes/cart-toggle';
import CartDrawer from '../exposes/cart-drawer';
import AddToCart from '../exposes/add-to-cart';
import { HarnessProducts } from './harness-products';

void createHarness({ remote: 'checkout', modules: { Page, CartToggle, CartDrawer, AddToCart }, index: HarnessProducts });
