import type { Kysely } from 'kysely';
import type { Database, Localized } from '../../../db/types.js';
import type { Zone } from '../shipping/zones.js';

export interface PaymentMethodParent {
  code: string;
  name: Localized;
  description: Localized | null;
  card: boolean;
  plans: { length: number; interestRate: number }[];
  amountCents: number;
}

const cardKinds = new Set(['card', 'installments-card']);
const payAtPickup = {
  name: { el: 'Πληρωμή κατά την παραλαβή', en: 'Pay at pickup' },
  description: { el: 'Μετρητά ή κάρτα στο κατάστημα της Νίκαιας.', en: 'Cash or card at the Nikaia store.' },
};

/** Whether a seeded payment kind applies to a shipping choice (cash on delivery needs a courier, not on islands). */
function applies(kind: string, zone: Zone, shipping: string | null): boolean {
  if (kind === 'cash-on-delivery') return zone !== 'islands' && shipping !== 'pickup';
  return true;
}

/** Payment methods for an amount, zone and (optional) shipping method, from the PaymentOptions data. */
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
  const eligible = options.filter(
    (o) =>
      (o.min_amount_cents === null || amountCents >= o.min_amount_cents) &&
      (o.max_amount_cents === null || amountCents <= o.max_amount_cents) &&
      applies(o.kind, zone, shipping),
  );
  const plans = eligible.length
    ? await db
        .selectFrom('installment_plans')
        .select(['payment_option_id', 'length', 'interest_rate'])
        .where(
          'payment_option_id',
          'in',
          eligible.map((o) => o.id),
        )
        .orderBy('length')
        .execute()
    : [];
  const methods: PaymentMethodParent[] = eligible.map((o) => ({
    code: o.kind,
    name: o.name,
    description: o.description,
    card: cardKinds.has(o.kind),
    amountCents,
    plans: plans.filter((p) => p.payment_option_id === o.id).map((p) => ({ length: p.length, interestRate: Number(p.interest_rate) })),
  }));
  if (pickupOffered && (shipping === null || shipping === 'pickup')) {
    methods.push({ code: 'pay-at-pickup', ...payAtPickup, card: false, plans: [], amountCents });
  }
  return methods;
}

/** Simple yearly interest over the plan's months, as the PaymentOptions query prices it. */
export function installmentPrice(amountCents: number, length: number, ratePercent: number) {
  const total = Math.round(amountCents * (1 + (ratePercent / 100) * (length / 12)));
  return { installment: Math.round(total / length), total };
}
