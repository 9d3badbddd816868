import { data, type Json } from './client.js';

export const REQUEST_FIELDS = `reference kind status state email deviceModel quote { amount } quoteValidUntil proposedPrice { amount }
  services { slug } slot { date time } history { state at } messages { id author body replies { id body } }`;
export const SUBMIT_FIELDS = `status notice errors { field code message } request { ${REQUEST_FIELDS} }`;

export const SUBMIT_SALE = `mutation ($input: SaleRequestInput!) { submitSaleRequest(input: $input) { ${SUBMIT_FIELDS} } }`;
export const BOOK_REPAIR = `mutation ($input: RepairBookingInput!) { bookRepair(input: $input) { ${SUBMIT_FIELDS} } }`;

export const validSeller = {
  serialNumber: 'C02XL0GHJGH5',
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
  email: 'maria@example.gr',
  bank: 'Εθνική Τράπεζα',
  cardholderName: 'Μαρία Παπαδοπούλου',
  iban: 'GR16 0110 1250 0000 0001 2300 695',
  acceptedTerms: true,
  dataErasure: true,
};

/** The devices database as the client loads it: tradeInCatalog's URL, then the static file. */
export async function devicesFile(apiUrl: string) {
  const { tradeInCatalog } = await data('{ tradeInCatalog { devicesUrl version quoteValidityDays } }');
  const response = await fetch(`${apiUrl}${tradeInCatalog.devicesUrl}`);
  return { catalog: tradeInCatalog, response, file: (await response.json()) as Json };
}

/** A weekday `daysAhead` or more days from now (YYYY-MM-DD), skipping weekends. */
export function weekdayAhead(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The weekday after `date` (weekdayAhead(20) and weekdayAhead(21) are one Monday when day 20 is a Saturday). */
export function weekdayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

export const repairContact = { name: 'Νίκος Ιωάννου', email: 'nikos@example.gr', phone: '2104123456', services: ['battery'] };
