import type { Kysely } from 'kysely';
import type { Database, Localized } from '../../../db/types.js';
import type { Zone } from '../shipping/zones.js';
import { CASH_LIMIT_CENTS } from './cash-limit.js';
import type { UnavailableReason } from './payment-reasons.js';

export interface PaymentMethodParent {
  code: string;
  name: Localized;
  description: Localized | null;
  card: boolean;
  plans: { length: number; interestRate: number }[];
  amountCents: number;
  /** Null when the method may be chosen; otherwise why not (checkout shows it disabled with this reason). */
  unavailable: UnavailableReason | null;
  /** Pay at pickup above the cash limit: card only. */
  cardOnly: boolean;
}

const cardKinds = new Set(['card', 'installments-card']);
const cashKinds = new Set(['cash-on-delivery']);
export const payAtPickup = {
  name: { el: 'Πληρωμή κατά την παραλαβή', en: 'Pay at pickup' },
  description: { el: 'Μετρητά ή κάρτα στο κατάστημα της Νίκαιας.', en: 'Cash or card at the Nikaia store.' },
};

interface OptionRow {
  kind: string;
  min_amount_cents: number | null;
  max_amount_cents: number | null;
}

/** Why a seeded payment option cannot pay this amount with this delivery, or null when it can. */
function unavailableReason(option: OptionRow, amountCents: number, zone: Zone, shipping: string | null): UnavailableReason | null {
  if (option.kind === 'cash-on-delivery') {
    if (zone === 'islands') return { code: 'NOT_TO_AREA' };
    if (shipping === 'pickup') return { code: 'NOT_WITH_PICKUP' };
  }
  const cashCap = cashKinds.has(option.kind) ? CASH_LIMIT_CENTS : null;
  const max =
    cashCap !== null && option.max_amount_cents !== null
      ? Math.min(cashCap, option.max_amount_cents)
      : (cashCap ?? option.max_amount_cents);
  if (max !== null && amountCents > max)
    return cashCap !== null ? { code: 'CASH_LIMIT', limitCents: max } : { code: 'ABOVE_MAX', maxCents: max };
  if (option.min_amount_cents !== null && amountCents < option.min_amount_cents)
    return { code: 'BELOW_MIN', minCents: option.min_amount_cents };
  return null;
}

/**
 * Every storefront payment method for an amount (goods and shipping), zone and (optional) shipping method, from the
 * PaymentOptions data. Methods that cannot be used are listed too, with the reason, so checkout can say why.
 */
export async function paymentMethodsFor(
  db: Kysely<Database>,
  tenantId: string,
  amountCents: number,
  zone: Zone,
  shipping: string | null,
  pickupOffered: boolean,
): Promise<PaymentMethodParent[]> {
  const options = await db
    .selectFrom('payment_options')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .where('display_on', 'in', ['frontend', 'both'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const plans = options.length
    ? await db
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
  const methods: PaymentMethodParent[] = options.map((o) => ({
    code: o.kind,
    name: o.name,
    description: o.description,
    card: cardKinds.has(o.kind),
    amountCents,
    unavailable: unavailableReason(o, amountCents, zone, shipping),
    cardOnly: false,
    plans: plans.filter((p) => p.payment_option_id === o.id).map((p) => ({ length: p.length, interestRate: Number(p.interest_rate) })),
  }));
  if (pickupOffered) {
    methods.push({
      code: 'pay-at-pickup',
      ...payAtPickup,
      card: false,
      plans: [],
      amountCents,
      unavailable: shipping === null || shipping === 'pickup' ? null : { code: 'ONLY_WITH_PICKUP' },
      cardOnly: amountCents > CASH_LIMIT_CENTS,
    });
  }
  return methods;
}

/** Simple yearly interest over the plan's months, as the PaymentOptions query prices it. */
export function installmentPrice(amountCents: number, length: number, ratePercent: number) {
  const total = Math.round(amountCents * (1 + (ratePercent / 100) * (length / 12)));
  return { installment: Math.round(total / length), total };
}
