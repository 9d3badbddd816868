import { withHost } from '../lib/with-host';
import { CartDrawer } from '../features/cart/cart-drawer';

export default withHost(CartDrawer);
