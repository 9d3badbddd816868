import type { PlaceOrderInput } from '../../lib/graphql/generated';
import type { CheckoutValues } from './checkout-schema';

const blankToNull = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === '' ? null : v])) as T;

/** Form values → the API's PlaceOrderInput (country fixed to Greece; optional parts only when chosen). */
export function toOrderInput(values: CheckoutValues, cartToken: string, idempotencyKey: string): PlaceOrderInput {
  return {
    cartToken,
    idempotencyKey,
    email: values.email,
    billing: blankToNull({ ...values.billing, country: 'GR' }),
    shipToBilling: values.shipToBilling,
    shipping: values.shipToBilling ? null : blankToNull({ ...values.shipping, country: 'GR' }),
    invoice: values.wantsInvoice ? values.invoice : null,
    notes: values.notes || null,
    shippingMethod: values.shippingMethod,
    paymentMethod: values.paymentMethod,
    installments: Number(values.installments) || 1,
    card: values.cardRequired ? values.card : null,
  };
}
