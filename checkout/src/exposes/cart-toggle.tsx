import { checkout } from '../lib/remote';
import { CartToggle } from '../features/cart/cart-toggle';

export default checkout.fragment(CartToggle);
