import type { GraphQLContext } from '../../server/graphql-context.js';
import { shippingMethodsFor, shippingPrice, type ShippingMethodDef, type Zone } from './shipping/zones.js';
import { zoneOf } from './shipping/postal-zone.js';
import { paymentMethodsFor, type PaymentMethodParent } from './payment/payment-methods.js';

export interface CheckoutPlan {
  zone: Zone | null;
  shippingMethods: ShippingMethodDef[];
  chosen: ShippingMethodDef | null;
  shipmentCents: number;
  paymentMethods: PaymentMethodParent[];
}

/** Shipping and payment methods for a subtotal delivered to a postal code, with the chosen shipping method priced. */
export async function checkoutPlan(
  ctx: GraphQLContext,
  subtotalCents: number,
  postalCode: string,
  shippingCode: string | null,
): Promise<CheckoutPlan> {
  const zone = await zoneOf(ctx.db, postalCode);
  const shippingMethods = shippingMethodsFor(zone);
  const chosen = shippingMethods.find((m) => m.code === shippingCode) ?? null;
  const shipmentCents = chosen ? shippingPrice(chosen, subtotalCents) : 0;
  const pickupOffered = shippingMethods.some((m) => m.code === 'pickup');
  const paymentMethods =
    zone && shippingMethods.length
      ? await paymentMethodsFor(ctx.db, ctx.tenantId, subtotalCents + shipmentCents, zone, chosen?.code ?? null, pickupOffered)
      : [];
  return { zone, shippingMethods, chosen, shipmentCents, paymentMethods };
}
