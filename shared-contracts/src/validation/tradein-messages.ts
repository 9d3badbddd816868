import type { z } from 'zod';
import { toFieldErrors, type FieldError } from './field-errors.js';
import { isMessageCode, messageText, type MessageLocale } from './messages.js';

/** Codes of the sale and repair forms beyond the shared ones of messages.ts; the same el/en style. */
export const tradeInMessages = {
  en: {
    taxOffice: 'Please choose a tax office from the list',
    idNumber: 'Please enter a valid ID number (e.g. ΑΒ 123456)',
    birthDate: 'You must be at least 18 years old',
    date: 'Please enter a valid date',
    serialNumber: 'Please enter a valid serial number',
    dataErasure: 'Please confirm that you have erased your data from the device',
    price: 'Please enter a valid price',
    device: 'Please choose your device',
    answers: 'Please answer every question',
    services: 'Please choose at least one service',
    slot: 'Please choose an available date and time',
    slotTaken: 'This time slot is no longer available. Please choose another one',
    mandatoryFieldsTitle: 'Mandatory fields',
    saleUnavailable: 'Sale service temporarily unavailable',
    repairUnavailable: 'Repair service temporarily unavailable',
    requestFailed: 'Unable to submit request',
    requestSent: 'Thank you! We have received your request.',
    messageSent: 'Your message has been sent.',
  },
  el: {
    taxOffice: 'Παρακαλούμε επιλέξτε ΔΟΥ από τη λίστα',
    idNumber: 'Παρακαλούμε εισάγετε έγκυρο αριθμό ταυτότητας (π.χ. ΑΒ 123456)',
    birthDate: 'Πρέπει να είστε τουλάχιστον 18 ετών',
    date: 'Παρακαλούμε εισάγετε έγκυρη ημερομηνία',
    serialNumber: 'Παρακαλούμε εισάγετε έγκυρο σειριακό αριθμό',
    dataErasure: 'Παρακαλούμε επιβεβαιώστε ότι έχετε διαγράψει τα δεδομένα σας από τη συσκευή',
    price: 'Παρακαλούμε εισάγετε έγκυρη τιμή',
    device: 'Παρακαλούμε επιλέξτε τη συσκευή σας',
    answers: 'Παρακαλούμε απαντήστε σε όλες τις ερωτήσεις',
    services: 'Παρακαλούμε επιλέξτε τουλάχιστον μία υπηρεσία',
    slot: 'Παρακαλούμε επιλέξτε διαθέσιμη ημερομηνία και ώρα',
    slotTaken: 'Η ώρα αυτή δεν είναι πλέον διαθέσιμη. Παρακαλούμε επιλέξτε άλλη',
    mandatoryFieldsTitle: 'Υποχρεωτικά πεδία',
    saleUnavailable: 'Η υπηρεσία πώλησης δεν είναι προσωρινά διαθέσιμη',
    repairUnavailable: 'Η υπηρεσία επισκευής δεν είναι προσωρινά διαθέσιμη',
    requestFailed: 'Δεν ήταν δυνατή η υποβολή του αιτήματος',
    requestSent: 'Ευχαριστούμε! Λάβαμε το αίτημά σας.',
    messageSent: 'Το μήνυμά σας στάλθηκε.',
  },
} as const satisfies Record<MessageLocale, Record<string, string>>;

export type TradeInMessageCode = keyof (typeof tradeInMessages)['en'];

/** Text of a trade-in or shared code ('required', 'email', 'iban'…) in a locale. */
export function tradeInMessageText(code: string, locale: MessageLocale | string = 'en'): string {
  const table: Record<string, string> = tradeInMessages[locale === 'el' ? 'el' : 'en'];
  if (!isMessageCode(code) && code in table) return table[code]!;
  return messageText(code, locale);
}

/** Like toFieldErrors, with the trade-in codes' texts: one entry per field, first issue wins. */
export function toTradeInFieldErrors(error: z.ZodError, locale: MessageLocale | string = 'en'): FieldError[] {
  return toFieldErrors(error, locale, tradeInMessageText);
}

/** The form's notice: "Please fill all the inputs above" when a mandatory field is empty, else the generic one. */
export function tradeInNotice(errors: readonly FieldError[], locale: MessageLocale | string = 'en'): string {
  return messageText(errors.some((e) => e.code === 'required' || e.code === 'termsRequired') ? 'mandatoryFields' : 'invalidValue', locale);
}
