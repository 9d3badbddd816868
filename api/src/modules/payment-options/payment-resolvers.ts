import type { PaymentOptionResolvers, QueryResolvers } from '../../generated/graphql.js';
import { pick, pickRequired } from '../../lib/localize.js';
import { money } from '../../lib/money.js';
import { badInput } from '../../lib/errors.js';

export const paymentQueries: Pick<QueryResolvers, 'paymentOptions'> = {
  paymentOptions: async (_, { amount }, ctx) => {
    if (amount != null && amount < 0) throw badInput('amount must be zero or more', 'amount');
    const options = await ctx.db
      .selectFrom('payment_options')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('active', '=', true)
      .where('display_on', 'in', ['frontend', 'both'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const plans = options.length
      ? await ctx.db
          .selectFrom('installment_plans')
          .select(['payment_option_id', 'length', 'interest_rate'])
          .where(
            'payment_option_id',
            'in',
            options.map((o) => o.id),
          )
          .orderBy('length')
          .execute()
      : [];
    return options.map((option) => ({
      ...option,
      requestedAmount: amount ?? null,
      plans: plans
        .filter((plan) => plan.payment_option_id === option.id)
        .map((plan) => ({ length: plan.length, interest_rate: Number(plan.interest_rate) })),
    }));
  },
};

/** Simple yearly interest over the plan's months; each installment rounded to the cent. */
function priced(amount: number, length: number, rate: number) {
  const total = Math.round(amount * (1 + (rate / 100) * (length / 12)));
  return { installment: Math.round(total / length), total };
}

export const paymentOptionResolvers: PaymentOptionResolvers = {
  id: (o) => String(o.id),
  name: (o, _, ctx) => pickRequired(o.name, ctx.locale),
  description: (o, _, ctx) => pick(o.description, ctx.locale),
  sortOrder: (o) => o.sort_order,
  minAmount: (o, _, ctx) => (o.min_amount_cents === null ? null : money(o.min_amount_cents, ctx.locale)),
  maxAmount: (o, _, ctx) => (o.max_amount_cents === null ? null : money(o.max_amount_cents, ctx.locale)),
  eligible: (o) => {
    const amount = o.requestedAmount;
    if (amount === null) return true;
    return (o.min_amount_cents === null || amount >= o.min_amount_cents) && (o.max_amount_cents === null || amount <= o.max_amount_cents);
  },
  plans: (o, _, ctx) =>
    o.plans.map((plan) => {
      const price = o.requestedAmount === null ? null : priced(o.requestedAmount, plan.length, plan.interest_rate);
      return {
        length: plan.length,
        interestRate: plan.interest_rate,
        installment: price ? money(price.installment, ctx.locale) : null,
        total: price ? money(price.total, ctx.locale) : null,
      };
    }),
};
