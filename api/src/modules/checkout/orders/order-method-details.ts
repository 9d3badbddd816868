import type { OrderResolvers } from '../../../generated/graphql.js';
import { money } from '../../../lib/money.js';
import { pickRequired } from '../../../lib/localize.js';
import { allShippingMethods } from '../shipping/zones.js';
import { payAtPickup } from '../payment/payment-methods.js';
import { bankAccounts } from '../payment/bank-accounts.js';
import { nextSteps } from './next-steps.js';

/** The receipt's names of the chosen methods and, for a bank transfer still awaited, where to pay and what to quote. */
export const orderMethodResolvers: Pick<
  OrderResolvers,
  'shippingMethodName' | 'paymentMethodName' | 'bankTransfer' | 'nextSteps' | 'placedByMember'
> = {
  shippingMethodName: (o, _, ctx) => {
    const method = allShippingMethods.find((m) => m.code === o.shipping_method);
    return method ? pickRequired(method.name, ctx.locale) : o.shipping_method;
  },
  paymentMethodName: async (o, _, ctx) => {
    if (o.payment_method === 'pay-at-pickup') return pickRequired(payAtPickup.name, ctx.locale);
    const option = await ctx.db
      .selectFrom('payment_options')
      .select('name')
      .where('tenant_id', '=', o.tenant_id)
      .where('kind', '=', o.payment_method)
      .executeTakeFirst();
    return option ? pickRequired(option.name, ctx.locale) : o.payment_method;
  },
  bankTransfer: (o, _, ctx) =>
    o.payment_method === 'bank-transfer' && o.state !== 'canceled'
      ? {
          accounts: bankAccounts.map((a) => ({ bank: pickRequired(a.bank, ctx.locale), holder: a.holder, iban: a.iban })),
          reference: o.number,
          amount: money(o.total_cents, ctx.locale),
        }
      : null,
  placedByMember: (o) => o.user_id !== null,
  // A canceled order has nothing left to do: no money to send, nothing to collect.
  nextSteps: (o, _, ctx) =>
    o.state === 'canceled'
      ? []
      : nextSteps(o.payment_method, o.shipping_method, o.number, ctx.locale, o.payment_due_at ? new Date(o.payment_due_at) : null),
};
