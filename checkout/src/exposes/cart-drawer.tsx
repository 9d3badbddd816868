import { exposeFragment } from '@remac/remote-kit';
import { checkout } from '../lib/remote';
import { CartDrawer } from '../features/cart/cart-drawer';

export default exposeFragment(checkout, CartDrawer);
