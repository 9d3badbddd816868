import { exposeFragment, type FragmentDataPrefetch } from '@remac/remote-kit';
import { catalog } from '../lib/remote';
import { ShippingPromotion } from '../features/frame/shipping-promotion';
import { fetchShippingBanner } from '../features/frame/api/get-shipping-banner';

export default exposeFragment(catalog, ShippingPromotion);

/** The info bar is in the first view of the default and boxed layouts: the server fetches its banner before it renders. */
export const prefetch: FragmentDataPrefetch = async ({ client }) => void (await fetchShippingBanner(client));
