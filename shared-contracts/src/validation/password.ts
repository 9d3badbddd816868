import { z } from './zod-without-eval.js';
import { emailSchema } from './email.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN, { error: 'passwordLength' })
  .max(PASSWORD_MAX, { error: 'passwordLength' });

/** Registration: e-mail, password and its confirmation. */
export const registrationSchema = z
  .object({
    email: emailSchema(),
    password: passwordSchema,
    passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'passwordMismatch',
    path: ['passwordConfirmation'],
  });
