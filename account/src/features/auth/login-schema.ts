import { z } from 'zod';
import { emailSchema } from '@remac/shared-contracts/validation';

/** Spec §5, login: e-mail and password required ("Required"), the e-mail valid. */
export const loginSchema = z.object({
  email: emailSchema({ short: true }),
  password: z.string().min(1, { error: 'requiredShort' }),
});

export type LoginValues = z.input<typeof loginSchema>;
