/** The five lines the declaration is filled with (spec §7), from the seller's details. */
export interface DeclarationInputs {
  fullName: string;
  idNumber: string;
  vatNumber: string;
  taxOffice: string;
  serialNumber: string;
}

export function declarationInputs(details: Record<string, string | boolean>): DeclarationInputs {
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string).trim() : '');
  const father = text('fatherName');
  return {
    fullName: [text('name'), text('surname')].filter(Boolean).join(' ') + (father ? ` (${father})` : ''),
    idNumber: text('idNumber'),
    vatNumber: text('vatNumber'),
    taxOffice: text('taxOffice'),
    serialNumber: text('serialNumber').replace(/\s+/g, '').toUpperCase(),
  };
}
