import { z } from './zod-without-eval.js';

const greekPhone = /^(?:\+30|0030)?(?:2\d{9}|69\d{8})$/;
const internationalPhone = /^\+[1-9]\d{7,14}$/;

/** Greek landline (2xxxxxxxxx) or mobile (69xxxxxxxx), optionally +30; or any E.164 number. */
export function isPhoneNumber(input: string): boolean {
  const value = input.replace(/[\s\-().]/g, '');
  return greekPhone.test(value) || internationalPhone.test(value);
}

export const phoneSchema = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).refine(isPhoneNumber, { error: 'phone' });
