import { checkout } from '../lib/remote';
import { CartPage } from '../pages/cart-page';
import { CheckoutPage } from '../pages/checkout-page';
import { ReceiptPage } from '../pages/receipt-page';

export default checkout.pages({ 'shopping-cart': CartPage, checkout: CheckoutPage, 'receipt-id': ReceiptPage });
