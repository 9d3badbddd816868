import { z } from 'zod';
import { emailSchema, isPhoneNumber, requiredText } from '@remac/shared-contracts/validation';

/** The contact form's rules, the same the API applies to the `contact` form. */
export const contactSchema = z.object({
  name: requiredText({ max: 120 }),
  email: emailSchema(),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhoneNumber(value), { error: 'phone' }),
  message: requiredText({ max: 5000 }),
});

export type ContactValues = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailSchema() });
export type NewsletterValues = z.input<typeof newsletterSchema>;
