import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';

/** Why checkout shows a payment method disabled; also the refusal when an order names it anyway. */
export type UnavailableReason =
  | { code: 'CASH_LIMIT'; limitCents: number }
  | { code: 'BELOW_MIN'; minCents: number }
  | { code: 'ABOVE_MAX'; maxCents: number }
  | { code: 'NOT_TO_AREA' }
  | { code: 'NOT_WITH_PICKUP' }
  | { code: 'ONLY_WITH_PICKUP' };

export function reasonText(reason: UnavailableReason, locale: Locale): string {
  const el = locale === 'el';
  switch (reason.code) {
    case 'CASH_LIMIT': {
      const limit = money(reason.limitCents, locale).formatted;
      return el
        ? `Δεν διατίθεται για παραγγελίες άνω των ${limit}: ο νόμος δεν επιτρέπει πληρωμή με μετρητά άνω των ${limit}.`
        : `Not available for orders over ${limit}: Greek law does not allow cash payments over ${limit}.`;
    }
    case 'BELOW_MIN': {
      const min = money(reason.minCents, locale).formatted;
      return el ? `Διατίθεται για παραγγελίες από ${min}.` : `Available for orders from ${min}.`;
    }
    case 'ABOVE_MAX': {
      const max = money(reason.maxCents, locale).formatted;
      return el ? `Διατίθεται για παραγγελίες έως ${max}.` : `Available for orders up to ${max}.`;
    }
    case 'NOT_TO_AREA':
      return el ? 'Δεν διατίθεται για την περιοχή σας.' : 'Not available for your area.';
    case 'NOT_WITH_PICKUP':
      return el ? 'Δεν διατίθεται με παραλαβή από το κατάστημα.' : 'Not available with pickup at the store.';
    case 'ONLY_WITH_PICKUP':
      return el ? 'Μόνο με παραλαβή από το κατάστημα.' : 'Only with pickup at the store.';
  }
}

/** Pay at pickup is cash or card; above the cash limit the store takes cards only, and says so. */
export function payAtPickupNote(limitCents: number, locale: Locale): string {
  const limit = money(limitCents, locale).formatted;
  return locale === 'el'
    ? `Μόνο με κάρτα στο κατάστημα: ο νόμος δεν επιτρέπει πληρωμή με μετρητά άνω των ${limit}.`
    : `Card only at the store: Greek law does not allow cash payments over ${limit}.`;
}
