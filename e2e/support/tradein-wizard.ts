import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import type en from '../../tradein/src/translations/en.json';

export type Lang = 'el' | 'en';
type Texts = typeof en;
const texts = (lang: Lang): Texts =>
  JSON.parse(readFileSync(new URL(`../../tradein/src/translations/${lang}.json`, import.meta.url), 'utf8')) as Texts;
/** The remote's own texts, for labels and buttons (the spec's exact texts are below, written out). */
export const tradeInTexts: Record<Lang, Texts> = { el: texts('el'), en: texts('en') };

export const salePath = { el: '/polisi-metaxeirismenou-mac', en: '/en/sale-of-second-hand-mac' } as const;
export const repairPath = { el: '/episkevi-kai-anavathmisi-mac', en: '/en/mac-repair-and-upgrade' } as const;

/** Spec §5 / §8 texts, word for word. */
export const specTexts = {
  en: {
    required: 'This field is required',
    email: 'Please enter a valid email address',
    iban: 'Please enter a valid Greek IBAN (GR followed by 25 digits)',
    mandatoryTitle: 'Mandatory fields',
    mandatory: 'Please fill all the inputs above',
  },
  el: {
    required: 'Το πεδίο είναι υποχρεωτικό',
    email: 'Παρακαλούμε εισάγετε μια έγκυρη διεύθυνση email',
    iban: 'Παρακαλούμε εισάγετε έγκυρο ελληνικό IBAN (GR και 25 ψηφία)',
    mandatoryTitle: 'Υποχρεωτικά πεδία',
    mandatory: 'Παρακαλούμε συμπληρώστε όλα τα παραπάνω πεδία',
  },
} as const;

/** A seller whose details pass every rule (real check digits for the VAT number and the IBAN). */
export const seller = {
  name: 'Μαρία',
  surname: 'Παπαδοπούλου',
  fatherName: 'Γιώργος',
  motherName: 'Ελένη',
  birthDate: '1990-05-17',
  birthPlace: 'Αθήνα',
  idNumber: 'ΑΚ 123456',
  vatNumber: '094259216',
  taxOffice: 'ΔΟΥ Ξάνθης',
  phone: '6912345678',
  city: 'Νίκαια',
  address: 'Πέτρου Ράλλη',
  number: '12',
  postalCode: '18450',
  serialNumber: 'C02XL0GHJGH5',
  bank: 'Εθνική Τράπεζα',
  cardholderName: 'Μαρία Παπαδοπούλου',
  iban: 'GR16 0110 1250 0000 0001 2300 695',
} as const;

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.gr`;

/** Step 1 → 4: finds the Mac by typing its model and answers every question with its first answer. */
export async function chooseMacAndAnswer(page: Page, lang: Lang, model: string) {
  const t = tradeInTexts[lang];
  const wizard = page.getByTestId('sale-wizard');
  await expect(wizard).toHaveAttribute('data-step', '1');
  await wizard.getByLabel(t.sale.searchLabel).fill(model);
  await wizard.getByRole('list', { name: t.sale.searchResults }).getByRole('button').first().click();
  await expect(wizard).toHaveAttribute('data-step', '4');
  const groups = wizard.getByRole('group');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) await groups.nth(index).getByRole('radio').first().check();
  await expect(wizard.getByRole('button', { name: t.wizard.next, exact: true })).toBeEnabled();
}

/** The input of a form field by its label in the page's language (the tax office is a combobox, the rest text boxes). */
export function fieldInput(page: Page, lang: Lang, field: string) {
  const name = (tradeInTexts[lang].fields as Record<string, string>)[field]!;
  return page.getByRole(field === 'taxOffice' ? 'combobox' : 'textbox', { name, exact: true });
}

/** Fills the seller form (step 6) with `values`. */
export async function fillSeller(page: Page, lang: Lang, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await fieldInput(page, lang, field).fill(value);
}

/** The text of a PDF as poppler's pdftotext extracts it (installed by .ci/run). */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}
