import { z } from 'zod';
import {
  addressSchema,
  emailSchema,
  invoiceSchema,
  optionalText,
  toFieldErrors,
  type FieldError,
} from '@remac/shared-contracts/validation';
import { supportedPostalCodes } from '../../forms/postal-codes.js';
import type { Locale } from '../../../lib/localize.js';

const address = addressSchema(supportedPostalCodes);

const choice = z.string({ error: 'required' }).min(1, { error: 'required' }).max(40, { error: 'invalidValue' });

const orderInput = z
  .object({
    email: emailSchema(),
    billing: address,
    shipToBilling: z.boolean(),
    shipping: address.optional(),
    invoice: invoiceSchema.optional(),
    notes: optionalText(1000),
    shippingMethod: choice,
    paymentMethod: choice,
    installments: z.number().int().min(1, { error: 'invalidValue' }).max(60, { error: 'invalidValue' }).default(1),
  })
  .refine((input) => input.shipToBilling || input.shipping, { error: 'required', path: ['shipping'] });

export type OrderInput = z.infer<typeof orderInput>;
export type Address = z.infer<typeof address>;

/** GraphQL sends absent optional fields as null; zod's optional() wants undefined. */
function withoutNulls(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withoutNulls(v)]));
}

export function parseOrderInput(raw: Record<string, unknown>, locale: Locale): { input: OrderInput } | { errors: FieldError[] } {
  const { card: _card, cartToken: _token, idempotencyKey: _key, ...rest } = raw;
  const result = orderInput.safeParse(withoutNulls(rest));
  return result.success ? { input: result.data } : { errors: toFieldErrors(result.error, locale) };
}
