import { z } from './zod-without-eval.js';
import { optionalText, requiredText } from './required-text.js';
import { phoneSchema } from './phone.js';
import { postalCodeSchema } from './postal-code.js';
import { vatNumberSchema } from './vat-number.js';

/**
 * A billing or shipping address of spec §3, the same rules in the checkout form and the API.
 * The API passes its list of supported postal codes; the browser checks the format and lets the
 * API answer for the list.
 */
export function addressSchema(supportedPostalCodes?: ReadonlySet<string>) {
  return z.object({
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
}

/** Invoice details asked for when the buyer wants an invoice (Greek VAT number with check digit). */
export const invoiceSchema = z.object({
  companyName: requiredText({ max: 200 }),
  businessActivity: requiredText({ max: 200 }),
  vatNumber: vatNumberSchema,
  taxOffice: requiredText({ max: 100 }),
});
