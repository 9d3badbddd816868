import { withHost } from '../lib/with-host';
import { CartToggle } from '../features/cart/cart-toggle';

export default withHost(CartToggle, 'inline');
