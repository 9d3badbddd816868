import { z } from './zod-without-eval.js';
import { emailSchema } from './email.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;

/** Whether a password is one of the most used ones (case-insensitive, surrounding spaces ignored). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/** Order matters: a field shows its first failing rule. */
export const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .refine((value) => value.trim().length > 0, { error: 'passwordBlank' })
  .min(PASSWORD_MIN, { error: 'passwordLength' })
  .max(PASSWORD_MAX, { error: 'passwordLength' })
  .refine((value) => !isCommonPassword(value), { error: 'passwordCommon' });

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Registration: e-mail, password (not the e-mail itself) and its confirmation. */
export const registrationSchema = z
  .object({
    email: emailSchema(),
    password: passwordSchema,
    passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => !sameText(value.password, value.email), {
    error: 'passwordEmail',
    path: ['password'],
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'passwordMismatch',
    path: ['passwordConfirmation'],
  });

/** A new password chosen from a reset link: the password and its confirmation (the API also refuses the e-mail). */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'passwordMismatch',
    path: ['passwordConfirmation'],
  });
