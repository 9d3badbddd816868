import { catalog } from '../lib/remote';
import { ShippingPromotion } from '../features/frame/shipping-promotion';

export default catalog.fragment(ShippingPromotion);
