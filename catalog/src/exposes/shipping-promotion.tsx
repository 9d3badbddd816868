import type { FragmentProps } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';
import { ShippingPromotion } from '../features/frame/shipping-promotion';

export default function ShippingPromotionFragment(props: FragmentProps) {
  registerTranslations();
  return (
    <HostProvider value={props}>
      <ShippingPromotion />
    </HostProvider>
  );
}
