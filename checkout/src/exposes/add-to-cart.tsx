import type { AddToCartProps, FragmentProps } from '@remac/shared-contracts';
import { withHost } from '../lib/with-host';
import { AddToCart } from '../features/cart/add-to-cart';

export default withHost<FragmentProps & AddToCartProps>(AddToCart);
