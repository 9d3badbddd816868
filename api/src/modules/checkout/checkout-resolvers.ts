import { cartMutations, cartQueries, cartResolvers } from './cart/cart-resolvers.js';
import { checkoutOptionsQuery, checkoutPaymentMethodResolvers } from './checkout-options.js';
import { orderQueries, orderResolvers } from './orders/order-resolvers.js';
import { orderMutations } from './orders/place-order.js';

export const checkoutQueries = { ...cartQueries, ...checkoutOptionsQuery, ...orderQueries };
export const checkoutMutations = { ...cartMutations, ...orderMutations };
export const checkoutTypeResolvers = {
  Cart: cartResolvers,
  Order: orderResolvers,
  CheckoutPaymentMethod: checkoutPaymentMethodResolvers,
};
