import { isMessageCode, messageText } from '@remac/shared-contracts/validation';
import type { Locale } from '@remac/shared-contracts';
import { newsletterSchema } from './contact-schema';

/** The localized error text for an e-mail address, or null when it is valid. */
export function validateNewsletter(email: string, locale: Locale): string | null {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : messageText(result.error.issues[0]?.message ?? 'invalidValue', locale);
}

/** The text of an error the API put on a field: its shared code's text, else the API's own (localized) message. */
export function serverErrorText(error: { code: string; message: string }, locale: Locale): string {
  return isMessageCode(error.code) ? messageText(error.code, locale) : error.message;
}
