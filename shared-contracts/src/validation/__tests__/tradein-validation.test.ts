import { isGreekIban } from '../iban.js';
import { isGreekVatNumber } from '../vat-number.js';
import { isGreekIdNumber } from '../id-number.js';
import { isTaxOffice } from '../tax-office.js';
import { saleRequestSchema } from '../sale-request.js';
import { repairBookingSchema } from '../repair-booking.js';
import { toTradeInFieldErrors, tradeInMessageText } from '../tradein-messages.js';

describe('check digits', () => {
  it.each([
    ['GR16 0110 1250 0000 0001 2300 695', true],
    ['GR9608100010000001234567890', true],
    ['GR16 0110 1250 0000 0001 2300 696', false],
    ['GR1601101250000000012300', false],
    ['DE89370400440532013000', false],
  ])('IBAN %s → %s', (iban, valid) => expect(isGreekIban(iban)).toBe(valid));

  it.each([
    ['090000045', true],
    ['094259216', true],
    ['EL094259216', true],
    ['123456789', false],
    ['094259217', false],
    ['09425921', false],
    ['000000000', false],
  ])('ΑΦΜ %s → %s', (vat, valid) => expect(isGreekVatNumber(vat)).toBe(valid));

  it.each([
    ['ΑΒ 123456', true],
    ['AB123456', true],
    ['Χ-123456', true],
    ['ab 123456', true],
    ['ΑΒΓ123456', false],
    ['ΑΓ123456', false],
    ['AB12345', false],
    ['123456', false],
  ])('ID number %s → %s', (id, valid) => expect(isGreekIdNumber(id)).toBe(valid));

  it('knows the tax offices in both languages', () => {
    expect(isTaxOffice('ΔΟΥ Ξάνθης')).toBe(true);
    expect(isTaxOffice('δου ξανθης')).toBe(true);
    expect(isTaxOffice('TAX OFFICE Xanthi')).toBe(true);
    expect(isTaxOffice('OTHER')).toBe(true);
    expect(isTaxOffice('ΔΟΥ Ατλαντίδας')).toBe(false);
  });
});

const validSale = {
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
  email: 'Maria@Example.gr',
  bank: 'Εθνική Τράπεζα',
  cardholderName: 'Μαρία Παπαδοπούλου',
  iban: 'GR16 0110 1250 0000 0001 2300 695',
  acceptedTerms: true,
  dataErasure: true,
};

describe('saleRequestSchema', () => {
  const schema = saleRequestSchema({ today: () => '2026-11-25' });

  it('accepts and normalises a complete request', () => {
    const result = schema.parse({ ...validSale, notes: '', proposedPrice: null });
    expect(result.iban).toBe('GR1601101250000000012300695');
    expect(result.email).toBe('maria@example.gr');
    expect(result.idNumber).toBe('ΑΚ123456');
    expect(result.proposedPrice).toBeUndefined();
  });

  it('answers every problem with the specification texts', () => {
    const parsed = schema.safeParse({
      ...validSale,
      name: '',
      email: 'nope',
      iban: 'GR00',
      birthDate: '2010-01-01',
      acceptedTerms: false,
      proposedPrice: 12.5,
    });
    const errors = Object.fromEntries(toTradeInFieldErrors(parsed.error!, 'en').map((e) => [e.field, e.message]));
    expect(errors).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      iban: 'Please enter a valid Greek IBAN (GR followed by 25 digits)',
      birthDate: 'You must be at least 18 years old',
      acceptedTerms: 'You must accept the terms',
      proposedPrice: 'Please enter a valid price',
    });
    expect(toTradeInFieldErrors(schema.safeParse({ ...validSale, name: '' }).error!, 'el')[0]!.message).toBe('Το πεδίο είναι υποχρεωτικό');
  });

  it('turns 18 on the birthday', () => {
    expect(schema.safeParse({ ...validSale, birthDate: '2008-11-25' }).success).toBe(true);
    expect(schema.safeParse({ ...validSale, birthDate: '2008-11-26' }).success).toBe(false);
  });
});

describe('repairBookingSchema', () => {
  const schema = repairBookingSchema({ now: () => new Date('2026-11-25T07:30:00Z') });
  const booking = {
    name: 'Νίκος',
    email: 'nikos@example.gr',
    phone: '2104123456',
    date: '2026-11-26',
    time: '10:00',
    services: ['battery'],
  };

  it('accepts a weekday slot and refuses a weekend one', () => {
    expect(schema.safeParse(booking).success).toBe(true);
    const weekend = schema.safeParse({ ...booking, date: '2026-11-28' });
    expect(toTradeInFieldErrors(weekend.error!, 'en')).toEqual([
      { field: 'time', code: 'slot', message: 'Please choose an available date and time' },
    ]);
    expect(schema.safeParse({ ...booking, services: [] }).error?.issues[0]?.message).toBe('services');
  });

  it('has the unavailable texts in both languages', () => {
    expect(tradeInMessageText('repairUnavailable', 'en')).toBe('Repair service temporarily unavailable');
    expect(tradeInMessageText('saleUnavailable', 'el')).toBe('Η υπηρεσία πώλησης δεν είναι προσωρινά διαθέσιμη');
    expect(tradeInMessageText('required', 'en')).toBe('This field is required');
  });
});
