import type { Localized } from '../../../db/types.js';
import { money } from '../../../lib/money.js';

export type Zone = 'attica' | 'mainland' | 'islands';

export interface ShippingMethodDef {
  code: 'same-day' | 'courier' | 'pickup';
  name: Localized;
  /** Built from the figures below, so the text can never disagree with the price charged. */
  description: Localized;
  priceCents: number;
  /** Orders from this subtotal ship free (null: never). */
  freeFromCents: number | null;
  /** Latest order time (Athens) for same-day dispatch; null when it does not apply. */
  cutoff: string | null;
}

/**
 * The shop's shipping rules: the one place they are kept. Checkout charges them, the `shopRules` query serves
 * them to the info bar, the shipping page, the FAQ and the promotions (docs/shop-rules.md).
 */
export const COURIER_PRICE_CENTS = 500;
export const FREE_SHIPPING_FROM_CENTS = 30_000;
export const SAME_DAY_PRICE_CENTS = 900;
export const SAME_DAY_CUTOFF = '14:00';

const euros = (cents: number, locale: 'el' | 'en') => money(cents, locale).formatted;

const sameDay: ShippingMethodDef = {
  code: 'same-day',
  priceCents: SAME_DAY_PRICE_CENTS,
  freeFromCents: null,
  cutoff: SAME_DAY_CUTOFF,
  name: { el: 'Αυθημερόν παράδοση Αττικής', en: 'Attica same-day delivery' },
  description: {
    el: `Για παραγγελίες έως τις ${SAME_DAY_CUTOFF}, Δευτέρα έως Παρασκευή.`,
    en: `For orders by ${SAME_DAY_CUTOFF}, Monday to Friday.`,
  },
};
const courier: ShippingMethodDef = {
  code: 'courier',
  priceCents: COURIER_PRICE_CENTS,
  freeFromCents: FREE_SHIPPING_FROM_CENTS,
  cutoff: null,
  name: { el: 'Courier', en: 'Courier' },
  description: {
    el: `Παράδοση σε 1–3 εργάσιμες, δωρεάν από ${euros(FREE_SHIPPING_FROM_CENTS, 'el')}.`,
    en: `Delivery in 1–3 working days, free from ${euros(FREE_SHIPPING_FROM_CENTS, 'en')}.`,
  },
};
const pickup: ShippingMethodDef = {
  code: 'pickup',
  priceCents: 0,
  freeFromCents: null,
  cutoff: null,
  name: { el: 'Παραλαβή από το κατάστημα της Νίκαιας', en: 'Pickup at the Nikaia store' },
  description: { el: 'Δωρεάν, Δευτέρα έως Παρασκευή 10:00–18:00.', en: 'Free, Monday to Friday 10:00–18:00.' },
};

export const allShippingMethods: readonly ShippingMethodDef[] = [sameDay, courier, pickup];

/** Attica gets same-day, courier and pickup; mainland courier and pickup; South Aegean islands courier only. */
const byZone: Record<Zone, ShippingMethodDef[]> = {
  attica: [sameDay, courier, pickup],
  mainland: [courier, pickup],
  islands: [courier],
};

export const shippingMethodsFor = (zone: Zone | null): ShippingMethodDef[] => (zone ? byZone[zone] : []);

export function shippingPrice(method: ShippingMethodDef, subtotalCents: number): number {
  return method.freeFromCents !== null && subtotalCents >= method.freeFromCents ? 0 : method.priceCents;
}
