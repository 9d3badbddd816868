import { exposePages } from '@remac/remote-kit';
import { checkout } from '../lib/remote';
import { CartPage } from '../pages/cart-page';
import { CheckoutPage } from '../pages/checkout-page';
import { ReceiptPage } from '../pages/receipt-page';

export default exposePages(checkout, { 'shopping-cart': CartPage, checkout: CheckoutPage, 'receipt-id': ReceiptPage });
