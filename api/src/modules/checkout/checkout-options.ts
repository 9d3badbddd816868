import type { CheckoutPaymentMethodResolvers, QueryResolvers } from '../../generated/graphql.js';
import { messageText } from '@remac/shared-contracts/validation';
import { money } from '../../lib/money.js';
import { pick, pickRequired } from '../../lib/localize.js';
import { checkoutText } from './checkout-texts.js';
import { checkoutPlan } from './checkout-plan.js';
import { cartLines, findCart } from './cart/cart-store.js';
import { subtotalOf } from './cart/cart-view.js';
import { shippingPrice } from './shipping/zones.js';
import { sameDayDescription } from './shipping/same-day-arrival.js';
import { installmentPrice } from './payment/payment-methods.js';
import { payAtPickupNote, reasonText } from './payment/payment-reasons.js';
import { CASH_LIMIT_CENTS } from './payment/cash-limit.js';

export const checkoutOptionsQuery: Pick<QueryResolvers, 'checkoutOptions'> = {
  checkoutOptions: async (_, { token, postalCode, shippingMethod }, ctx) => {
    const cart = await findCart(ctx.db, ctx.tenantId, token);
    const subtotal = cart ? subtotalOf(await cartLines(ctx.db, cart.id)) : 0;
    const plan = await checkoutPlan(ctx, subtotal, postalCode.slice(0, 20), shippingMethod ?? null);
    const errors = plan.zone ? [] : [{ field: 'postalCode', code: 'postalCode', message: messageText('postalCode', ctx.locale) }];
    const notice = !plan.zone
      ? null
      : !plan.shippingMethods.length
        ? checkoutText('NO_SHIPPING_METHODS', ctx.locale)
        : !plan.paymentMethods.some((m) => !m.unavailable)
          ? checkoutText('NO_PAYMENT_METHODS', ctx.locale)
          : null;
    return {
      zone: plan.zone,
      shippingMethods: plan.shippingMethods.map((m) => ({
        code: m.code,
        name: pickRequired(m.name, ctx.locale),
        description: m.code === 'same-day' ? sameDayDescription(new Date(), ctx.locale) : pick(m.description, ctx.locale),
        price: money(shippingPrice(m, subtotal), ctx.locale),
      })),
      paymentMethods: plan.paymentMethods,
      subtotal: money(subtotal, ctx.locale),
      shipping: plan.chosen ? money(plan.shipmentCents, ctx.locale) : null,
      total: money(subtotal + plan.shipmentCents, ctx.locale),
      errors,
      notice,
    };
  },
};

export const checkoutPaymentMethodResolvers: CheckoutPaymentMethodResolvers = {
  code: (m) => m.code,
  name: (m, _, ctx) => pickRequired(m.name, ctx.locale),
  description: (m, _, ctx) => (m.cardOnly ? payAtPickupNote(CASH_LIMIT_CENTS, ctx.locale) : pick(m.description, ctx.locale)),
  card: (m) => m.card,
  available: (m) => m.unavailable === null,
  unavailableReason: (m, _, ctx) => (m.unavailable ? reasonText(m.unavailable, ctx.locale) : null),
  plans: (m, _, ctx) =>
    m.plans.map((plan) => {
      const price = installmentPrice(m.amountCents, plan.length, plan.interestRate);
      return {
        length: plan.length,
        interestRate: plan.interestRate,
        installment: money(price.installment, ctx.locale),
        total: money(price.total, ctx.locale),
      };
    }),
};
