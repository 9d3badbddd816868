import { checkout } from '../lib/remote';
import { CartDrawer } from '../features/cart/cart-drawer';

export default checkout.fragment(CartDrawer);
