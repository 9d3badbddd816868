import { z } from './zod-without-eval.js';
import { optionalText, requiredText } from './required-text.js';
import { emailSchema } from './email.js';
import { phoneSchema } from './phone.js';
import { postalCodeSchema } from './postal-code.js';
import { vatNumberSchema } from './vat-number.js';
import { ibanSchema } from './iban.js';
import { taxOfficeSchema } from './tax-office.js';
import { idNumberSchema } from './id-number.js';
import { birthDateSchema } from './birth-date.js';

/** Apple serial numbers: 8 to 14 letters and digits (10 to 12 on Macs since 2010, random 10 since 2021). */
export const serialNumberSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .regex(/^[A-Z0-9]{8,14}$/, { error: 'serialNumber' }),
  );

const todayUtc = () => new Date().toISOString().slice(0, 10);

const accepted = (code: 'termsRequired' | 'dataErasure') => z.preprocess((value) => value ?? false, z.literal(true, { error: code }));

/** Integer cents, €1 to €100,000 (the optional price the seller proposes). */
export const proposedPriceSchema = z
  .number({ error: 'price' })
  .int({ error: 'price' })
  .min(100, { error: 'price' })
  .max(10_000_000, { error: 'price' });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export interface SaleRequestOptions {
  /** The API passes its list; the browser checks the format and lets the API answer for the list. */
  supportedPostalCodes?: ReadonlySet<string>;
  /** Today's date (YYYY-MM-DD) for the 18+ rule; defaults to today in UTC. */
  today?: () => string;
}

/**
 * The seller's details of spec §3 "Sale request fields", the same rules in the sale form and the API.
 * Field names are the GraphQL input's (SaleRequestInput); proposedPrice is integer cents.
 */
export function saleRequestSchema(options: SaleRequestOptions = {}) {
  return z.object({
    serialNumber: serialNumberSchema,
    name: requiredText({ max: 60 }),
    surname: requiredText({ max: 60 }),
    fatherName: requiredText({ max: 60 }),
    motherName: requiredText({ max: 60 }),
    birthDate: birthDateSchema({ minimumAge: 18, today: options.today ?? todayUtc }),
    birthPlace: requiredText({ max: 60 }),
    idNumber: idNumberSchema,
    vatNumber: vatNumberSchema,
    taxOffice: taxOfficeSchema,
    phone: phoneSchema.pipe(z.string().max(30, { error: 'phone' })),
    city: requiredText({ max: 60 }),
    address: requiredText({ max: 120 }),
    number: requiredText({ max: 10 }),
    postalCode: postalCodeSchema(options.supportedPostalCodes),
    email: emailSchema(),
    bank: requiredText({ max: 60 }),
    cardholderName: requiredText({ max: 120 }),
    iban: ibanSchema,
    notes: optional(optionalText(2000)),
    acceptedTerms: accepted('termsRequired'),
    dataErasure: accepted('dataErasure'),
    proposedPrice: optional(proposedPriceSchema),
    deviceCondition: optional(optionalText(200)),
  });
}

export type SaleRequestDetails = z.output<ReturnType<typeof saleRequestSchema>>;
