import { exposeFragment } from '@remac/remote-kit';
import { checkout } from '../lib/remote';
import { CartToggle } from '../features/cart/cart-toggle';

export default exposeFragment(checkout, CartToggle);
