import { exposeFragment } from '@remac/remote-kit';
import type { AddToCartProps, FragmentProps } from '@remac/shared-contracts';
import { checkout } from '../lib/remote';
import { AddToCart } from '../features/cart/add-to-cart';

export default exposeFragment<FragmentProps & AddToCartProps>(checkout, AddToCart);
