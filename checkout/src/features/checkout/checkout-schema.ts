import { z } from 'zod';
import {
  emailSchema, optionalText, phoneSchema, postalCodeSchema, requiredText, vatNumberSchema,
} from '@remac/shared-contracts/validation';

/** Spec §3 address inputs with the shared validation; messages are the shared message codes. */
export const addressSchema = z.object({
  firstName: requiredText({ max: 100 }),
  lastName: requiredText({ max: 100 }),
  company: optionalText(200),
  addressLine1: requiredText({ max: 200 }),
  addressLine2: optionalText(200),
  floor: optionalText(20),
  doorbell: optionalText(60),
  phone: phoneSchema,
  alternativePhone: z.union([z.literal(''), phoneSchema]).optional(),
  region: optionalText(100),
  city: requiredText({ max: 100 }),
  postalCode: postalCodeSchema(),
});

export const invoiceSchema = z.object({
  companyName: requiredText({ max: 200 }),
  businessActivity: requiredText({ max: 200 }),
  vatNumber: vatNumberSchema,
  taxOffice: requiredText({ max: 100 }),
});

const cardSchema = z.object({
  holder: requiredText({ max: 100 }),
  number: requiredText({ max: 30 }),
  expiryMonth: requiredText({ max: 2 }),
  expiryYear: requiredText({ max: 4 }),
  cvv: requiredText({ max: 4 }),
});

const choice = z.string({ error: 'required' }).min(1, { error: 'required' });

function nested(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, path: string) {
  const result = schema.safeParse(value ?? {});
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
}

/** The whole checkout form. Shipping address, invoice and card are checked only when they apply. */
export const checkoutSchema = z.object({
  email: emailSchema(),
  billing: addressSchema,
  shipToBilling: z.boolean(),
  shipping: z.unknown().optional(),
  wantsInvoice: z.boolean(),
  invoice: z.unknown().optional(),
  notes: optionalText(1000),
  shippingMethod: choice,
  paymentMethod: choice,
  installments: z.coerce.number().int().min(1),
  cardRequired: z.boolean(),
  card: z.unknown().optional(),
}).superRefine((values, ctx) => {
  if (!values.shipToBilling) nested(ctx, addressSchema, values.shipping, 'shipping');
  if (values.wantsInvoice) nested(ctx, invoiceSchema, values.invoice, 'invoice');
  if (values.cardRequired) nested(ctx, cardSchema, values.card, 'card');
});

type Address = z.input<typeof addressSchema>;
export interface CheckoutValues {
  email: string;
  billing: Address;
  shipToBilling: boolean;
  shipping: Address;
  wantsInvoice: boolean;
  invoice: z.input<typeof invoiceSchema>;
  notes: string;
  shippingMethod: string;
  paymentMethod: string;
  installments: number;
  cardRequired: boolean;
  card: z.input<typeof cardSchema>;
}

const emptyAddress: Address = {
  firstName: '', lastName: '', company: '', addressLine1: '', addressLine2: '', floor: '', doorbell: '', phone: '',
  alternativePhone: '', region: '', city: '', postalCode: '',
};

export const emptyCheckout: CheckoutValues = {
  email: '', billing: emptyAddress, shipToBilling: true, shipping: emptyAddress, wantsInvoice: false,
  invoice: { companyName: '', businessActivity: '', vatNumber: '', taxOffice: '' }, notes: '', shippingMethod: '',
  paymentMethod: '', installments: 1, cardRequired: false,
  card: { holder: '', number: '', expiryMonth: '', expiryYear: '', cvv: '' },
};
