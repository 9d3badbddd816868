import { z } from 'zod';
import {
  addressSchema as sharedAddressSchema,
  emailSchema,
  invoiceSchema,
  optionalText,
  requiredText,
} from '@remac/shared-contracts/validation';

/** Spec §3 address inputs, the rules the API applies too; messages are the shared message codes. */
export const addressSchema = sharedAddressSchema();

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
  if (!result.success)
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
}

/** The whole checkout form. Shipping address, invoice and card are checked only when they apply. */
export const checkoutSchema = z
  .object({
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
  })
  .superRefine((values, ctx) => {
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
  firstName: '',
  lastName: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  floor: '',
  doorbell: '',
  phone: '',
  alternativePhone: '',
  region: '',
  city: '',
  postalCode: '',
};

export const emptyCheckout: CheckoutValues = {
  email: '',
  billing: emptyAddress,
  shipToBilling: true,
  shipping: emptyAddress,
  wantsInvoice: false,
  invoice: { companyName: '', businessActivity: '', vatNumber: '', taxOffice: '' },
  notes: '',
  shippingMethod: '',
  paymentMethod: '',
  installments: 1,
  cardRequired: false,
  card: { holder: '', number: '', expiryMonth: '', expiryYear: '', cvv: '' },
};
