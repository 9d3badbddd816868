import { z } from 'zod';
import {
  emailSchema,
  ibanSchema,
  optionalText,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  vatNumberSchema,
} from '@remac/shared-contracts/validation';
import type { FormFieldDefinition } from '../../db/types.js';
import { supportedPostalCodes } from './postal-codes.js';

const date = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidValue' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'invalidValue' });

function required(field: FormFieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'email':
      return emailSchema();
    case 'phone':
      return phoneSchema;
    case 'postalCode':
      return postalCodeSchema(supportedPostalCodes);
    case 'vatNumber':
      return vatNumberSchema;
    case 'iban':
      return ibanSchema;
    case 'date':
      return date;
    case 'accepted':
      return z.literal(true, { error: 'termsRequired' });
    case 'boolean':
      return z.boolean({ error: 'invalidValue' });
    case 'money':
      return z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' });
    default:
      return field.required ? requiredText({ max: field.max }) : optionalText(field.max);
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** zod schema of a stored form definition; optional fields accept blanks, unknown fields are dropped. */
export function formSchema(fields: FormFieldDefinition[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = required(field);
    shape[field.name] = field.required
      ? z.preprocess((value) => (value === null ? undefined : value), schema)
      : z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());
  }
  return z.object(shape);
}
