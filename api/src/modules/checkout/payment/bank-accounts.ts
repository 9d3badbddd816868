import type { Localized } from '../../../db/types.js';

export interface BankAccount {
  bank: Localized;
  holder: string;
  iban: string;
}

/** Where bank transfers go; the receipt and the confirmation e-mail list them with the order number as reference. */
export const bankAccounts: readonly BankAccount[] = [
  { bank: { el: 'Τράπεζα Πειραιώς', en: 'Piraeus Bank' }, holder: 'ReMac Athens I.K.E.', iban: 'GR16 0172 0140 0050 1403 4567 890' },
  {
    bank: { el: 'Εθνική Τράπεζα', en: 'National Bank of Greece' },
    holder: 'ReMac Athens I.K.E.',
    iban: 'GR41 0110 1410 0000 1414 8765 432',
  },
];
