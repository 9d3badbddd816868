/** Stable validation message codes shared by the browser forms and the API. */
export const messageCodes = [
  'required',
  'requiredShort',
  'email',
  'postalCode',
  'vatNumber',
  'iban',
  'phone',
  'passwordLength',
  'passwordMismatch',
  'passwordBlank',
  'passwordCommon',
  'passwordEmail',
  'mandatoryFields',
  'termsRequired',
  'invalidValue',
  'tooLong',
  'formUnavailable',
  'emailTaken',
] as const;

export type MessageCode = (typeof messageCodes)[number];
export type MessageLocale = 'el' | 'en';

/** English texts follow the specification word for word where it gives them. */
export const messages: Record<MessageLocale, Record<MessageCode, string>> = {
  en: {
    required: 'This field is required',
    requiredShort: 'Required',
    email: 'Please enter a valid email address',
    postalCode: 'The postal code you have inserted does not belong to our supported areas',
    vatNumber: 'Please enter a valid VAT number',
    iban: 'Please enter a valid Greek IBAN (GR followed by 25 digits)',
    phone: 'Please enter a valid phone number',
    passwordLength: 'The password must be 8 to 128 characters long',
    passwordMismatch: 'The passwords do not match',
    passwordBlank: 'The password cannot be only spaces',
    passwordCommon: 'This password is too common. Please choose another one',
    passwordEmail: 'The password must not be your email address',
    mandatoryFields: 'Please fill all the inputs above',
    termsRequired: 'You must accept the terms',
    invalidValue: 'Invalid value',
    tooLong: 'This value is too long',
    formUnavailable: 'This operation is currently unavailable. Please try again later.',
    emailTaken: 'We could not register an account with these details. If you already have an account, please log in.',
  },
  el: {
    required: 'Το πεδίο είναι υποχρεωτικό',
    requiredShort: 'Υποχρεωτικό',
    email: 'Παρακαλούμε εισάγετε μια έγκυρη διεύθυνση email',
    postalCode: 'Ο ταχυδρομικός κώδικας που εισάγατε δεν ανήκει στις περιοχές που εξυπηρετούμε',
    vatNumber: 'Παρακαλούμε εισάγετε έγκυρο ΑΦΜ',
    iban: 'Παρακαλούμε εισάγετε έγκυρο ελληνικό IBAN (GR και 25 ψηφία)',
    phone: 'Παρακαλούμε εισάγετε έγκυρο αριθμό τηλεφώνου',
    passwordLength: 'Ο κωδικός πρέπει να έχει από 8 έως 128 χαρακτήρες',
    passwordMismatch: 'Οι κωδικοί δεν ταιριάζουν',
    passwordBlank: 'Ο κωδικός δεν μπορεί να αποτελείται μόνο από κενά',
    passwordCommon: 'Ο κωδικός είναι πολύ συνηθισμένος. Παρακαλούμε επιλέξτε άλλον',
    passwordEmail: 'Ο κωδικός δεν πρέπει να είναι η διεύθυνση email σας',
    mandatoryFields: 'Παρακαλούμε συμπληρώστε όλα τα παραπάνω πεδία',
    termsRequired: 'Πρέπει να αποδεχτείτε τους όρους',
    invalidValue: 'Μη έγκυρη τιμή',
    tooLong: 'Η τιμή είναι πολύ μεγάλη',
    formUnavailable: 'Η λειτουργία δεν είναι διαθέσιμη αυτή τη στιγμή. Παρακαλούμε δοκιμάστε ξανά αργότερα.',
    emailTaken: 'Δεν ήταν δυνατή η εγγραφή με αυτά τα στοιχεία. Αν έχετε ήδη λογαριασμό, παρακαλούμε συνδεθείτε.',
  },
};

export function isMessageCode(value: string): value is MessageCode {
  return (messageCodes as readonly string[]).includes(value);
}

/** Text of a code in a locale; unknown codes fall back to the generic invalid-value text. */
export function messageText(code: string, locale: MessageLocale | string = 'en'): string {
  const table = messages[locale === 'el' ? 'el' : 'en'];
  return isMessageCode(code) ? table[code] : table.invalidValue;
}
