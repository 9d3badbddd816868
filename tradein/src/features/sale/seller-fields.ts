/** The sale request fields of spec §3 the seller types, in the form's order; the rest come from the wizard. */
export const sellerTextFields = [
  { name: 'name', autoComplete: 'given-name', required: true },
  { name: 'surname', autoComplete: 'family-name', required: true },
  { name: 'fatherName', required: true },
  { name: 'motherName', required: true },
  { name: 'birthDate', type: 'date', autoComplete: 'bday', required: true },
  { name: 'birthPlace', required: true },
  { name: 'idNumber', required: true },
  { name: 'vatNumber', inputMode: 'numeric', required: true },
  { name: 'taxOffice', list: 'tradein-tax-offices', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'address', autoComplete: 'address-line1', required: true },
  { name: 'number', required: true },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', required: true },
  { name: 'serialNumber', required: true },
  { name: 'bank', required: true },
  { name: 'cardholderName', required: true },
  { name: 'iban', required: true },
  { name: 'deviceCondition', required: false },
  { name: 'notes', multiline: true, required: false },
] as const;

export const sellerChecks = ['acceptedTerms', 'dataErasure'] as const;

export type SellerTextField = (typeof sellerTextFields)[number]['name'];
export type SellerCheck = (typeof sellerChecks)[number];
export type SellerValues = Record<SellerTextField, string> & Record<SellerCheck, boolean>;

/** The form's values from what the wizard kept (a reload brings everything typed back). */
export function sellerValues(saved: Record<string, string | boolean>): SellerValues {
  const values = {} as Record<string, string | boolean>;
  for (const field of sellerTextFields) values[field.name] = typeof saved[field.name] === 'string' ? saved[field.name]! : '';
  for (const check of sellerChecks) values[check] = saved[check] === true;
  return values as SellerValues;
}
