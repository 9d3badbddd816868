import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';
import { CASH_LIMIT_CENTS } from '../payment/cash-limit.js';
import { COURIER_PRICE_CENTS, FREE_SHIPPING_FROM_CENTS, SAME_DAY_CUTOFF, SAME_DAY_PRICE_CENTS } from '../shipping/zones.js';

/** The most interest-free installments of the active storefront payment options (1 when none). */
export async function maxInterestFreeInstallments(db: Kysely<Database>, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('installment_plans as p')
    .innerJoin('payment_options as o', 'o.id', 'p.payment_option_id')
    .select((eb) => eb.fn.max('p.length').as('longest'))
    .where('o.tenant_id', '=', tenantId)
    .where('o.active', '=', true)
    .where('o.display_on', 'in', ['frontend', 'both'])
    .where('p.interest_rate', '=', 0)
    .executeTakeFirst();
  return Number(row?.longest ?? 1) || 1;
}

/** Every rule as text for `{{key}}` placeholders in promotions and content pages. */
export function ruleTexts(locale: Locale, maxInstallments: number): Record<string, string> {
  const euros = (cents: number) => money(cents, locale).formatted;
  return {
    freeShippingFrom: euros(FREE_SHIPPING_FROM_CENTS),
    courierPrice: euros(COURIER_PRICE_CENTS),
    sameDayPrice: euros(SAME_DAY_PRICE_CENTS),
    sameDayCutoff: SAME_DAY_CUTOFF,
    cashLimit: euros(CASH_LIMIT_CENTS),
    maxInstallments: String(maxInstallments),
  };
}

/** Replaces the `{{key}}` placeholders a text names; unknown keys stay as written. */
export const fillRuleTexts = (text: string, texts: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => texts[key] ?? match);
