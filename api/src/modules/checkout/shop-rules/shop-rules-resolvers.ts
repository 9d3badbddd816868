import type { QueryResolvers } from '../../../generated/graphql.js';
import { money } from '../../../lib/money.js';
import { pickRequired } from '../../../lib/localize.js';
import { CASH_LIMIT_CENTS } from '../payment/cash-limit.js';
import { bankAccounts } from '../payment/bank-accounts.js';
import { allShippingMethods, FREE_SHIPPING_FROM_CENTS, shippingMethodsFor, type Zone } from '../shipping/zones.js';
import { maxInterestFreeInstallments, ruleTexts } from './rule-texts.js';

const zones: Zone[] = ['attica', 'mainland', 'islands'];

export const shopRulesQuery: Pick<QueryResolvers, 'shopRules'> = {
  shopRules: async (_, __, ctx) => {
    const maxInstallments = await maxInterestFreeInstallments(ctx.db, ctx.tenantId);
    return {
      freeShippingFrom: money(FREE_SHIPPING_FROM_CENTS, ctx.locale),
      cashLimit: money(CASH_LIMIT_CENTS, ctx.locale),
      shippingMethods: allShippingMethods.map((m) => ({
        code: m.code,
        name: pickRequired(m.name, ctx.locale),
        description: pickRequired(m.description, ctx.locale),
        price: money(m.priceCents, ctx.locale),
        freeFrom: m.freeFromCents === null ? null : money(m.freeFromCents, ctx.locale),
        cutoff: m.cutoff,
        zones: zones.filter((zone) => shippingMethodsFor(zone).includes(m)),
      })),
      maxInterestFreeInstallments: maxInstallments,
      bankAccounts: bankAccounts.map((a) => ({ bank: pickRequired(a.bank, ctx.locale), holder: a.holder, iban: a.iban })),
      texts: Object.entries(ruleTexts(ctx.locale, maxInstallments)).map(([key, value]) => ({ key, value })),
    };
  },
};
