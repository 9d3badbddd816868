import { exposeFragment } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { ShippingPromotion } from '../features/frame/shipping-promotion';

export default exposeFragment(catalog, ShippingPromotion);
