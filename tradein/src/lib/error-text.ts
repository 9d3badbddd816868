import type { Locale } from '@remac/shared-contracts';
import { isMessageCode, tradeInMessages, tradeInMessageText } from '@remac/shared-contracts/validation';

/** A form error's text: zod gives message codes (shared or trade-in ones), the API gives ready texts. */
export function errorText(message: string, locale: Locale): string {
  return isMessageCode(message) || message in tradeInMessages.en ? tradeInMessageText(message, locale) : message;
}
