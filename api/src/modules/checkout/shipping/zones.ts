import type { Localized } from '../../../db/types.js';

export type Zone = 'attica' | 'mainland' | 'islands';

export interface ShippingMethodDef {
  code: 'same-day' | 'courier' | 'pickup';
  name: Localized;
  description: Localized;
  priceCents: number;
  /** Orders from this subtotal ship free (null: never). */
  freeFromCents: number | null;
}

const sameDay: ShippingMethodDef = {
  code: 'same-day',
  priceCents: 900,
  freeFromCents: null,
  name: { el: 'Αυθημερόν παράδοση Αττικής', en: 'Attica same-day delivery' },
  description: { el: 'Για παραγγελίες έως τις 14:00, Δευτέρα έως Παρασκευή.', en: 'For orders by 14:00, Monday to Friday.' },
};
const courier: ShippingMethodDef = {
  code: 'courier',
  priceCents: 500,
  freeFromCents: 50_000,
  name: { el: 'Courier', en: 'Courier' },
  description: { el: 'Παράδοση σε 1–3 εργάσιμες, δωρεάν από 500 €.', en: 'Delivery in 1–3 working days, free from €500.' },
};
const pickup: ShippingMethodDef = {
  code: 'pickup',
  priceCents: 0,
  freeFromCents: null,
  name: { el: 'Παραλαβή από το κατάστημα της Νίκαιας', en: 'Pickup at the Nikaia store' },
  description: { el: 'Δευτέρα έως Παρασκευή 10:00-18:00.', en: 'Monday to Friday 10:00-18:00.' },
};

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
