import { registrationSchema } from '@remac/shared-contracts/validation';
import type { z } from 'zod';

/** The API's registration rules (length, common passwords, not the e-mail, confirmation), checked before sending. */
export const registerSchema = registrationSchema;
export type RegisterValues = z.input<typeof registrationSchema>;
