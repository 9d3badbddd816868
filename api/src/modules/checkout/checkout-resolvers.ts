import { cartMutations, cartQueries, cartResolvers } from './cart/cart-resolvers.js';
import { checkoutOptionsQuery, checkoutPaymentMethodResolvers } from './checkout-options.js';
import { orderQueries, orderResolvers } from './orders/order-resolvers.js';
import { orderMutations } from './orders/place-order.js';
import { shopRulesQuery } from './shop-rules/shop-rules-resolvers.js';

export const checkoutQueries = { ...cartQueries, ...checkoutOptionsQuery, ...orderQueries, ...shopRulesQuery };
export const checkoutMutations = { ...cartMutations, ...orderMutations };
export const checkoutTypeResolvers = {
  Cart: cartResolvers,
  Order: orderResolvers,
  CheckoutPaymentMethod: checkoutPaymentMethodResolvers,
};
