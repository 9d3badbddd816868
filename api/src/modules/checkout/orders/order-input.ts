import { z } from 'zod';
import {
  emailSchema, optionalText, phoneSchema, postalCodeSchema, requiredText, toFieldErrors, vatNumberSchema,
  type FieldError,
} from '@remac/shared-contracts/validation';
import { supportedPostalCodes } from '../../forms/postal-codes.js';
import type { Locale } from '../../../lib/localize.js';

const address = z.object({
  firstName: requiredText({ max: 100 }),
  lastName: requiredText({ max: 100 }),
  company: optionalText(200),
  addressLine1: requiredText({ max: 200 }),
  addressLine2: optionalText(200),
  floor: optionalText(20),
  doorbell: optionalText(60),
  phone: phoneSchema.pipe(z.string().max(30, { error: 'phone' })),
  alternativePhone: z.union([z.literal(''), phoneSchema]).optional(),
  country: z.literal('GR', { error: 'invalidValue' }).default('GR'),
  region: optionalText(100),
  city: requiredText({ max: 100 }),
  postalCode: postalCodeSchema(supportedPostalCodes),
});

const invoice = z.object({
  companyName: requiredText({ max: 200 }),
  businessActivity: requiredText({ max: 200 }),
  vatNumber: vatNumberSchema,
  taxOffice: requiredText({ max: 100 }),
});

const choice = z.string({ error: 'required' }).min(1, { error: 'required' }).max(40, { error: 'invalidValue' });

const orderInput = z.object({
  email: emailSchema(),
  billing: address,
  shipToBilling: z.boolean(),
  shipping: address.optional(),
  invoice: invoice.optional(),
  notes: optionalText(1000),
  shippingMethod: choice,
  paymentMethod: choice,
  installments: z.number().int().min(1, { error: 'invalidValue' }).max(60, { error: 'invalidValue' }).default(1),
}).refine((input) => input.shipToBilling || input.shipping, { error: 'required', path: ['shipping'] });

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
