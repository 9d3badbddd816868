import type { RemotePageProps } from '@remac/shared-contracts';
import { withHost } from '../lib/with-host';
import { CartPage } from '../features/cart/cart-page';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { ReceiptPage } from '../features/receipt/receipt-page';

function Routes({ routeName, params }: RemotePageProps) {
  if (routeName === 'checkout') return <CheckoutPage />;
  if (routeName === 'receipt-id') return <ReceiptPage id={String(params.id ?? '')} />;
  return <CartPage />;
}

export default withHost(Routes);
