import { declarationInputs } from '../declaration/declaration-inputs';

describe('declaration lines', () => {
  it('takes the five lines from the seller details', () => {
    expect(
      declarationInputs({
        name: ' Μαρία ',
        surname: 'Παπαδοπούλου',
        fatherName: 'Γιώργος',
        idNumber: 'ΑΚ 123456',
        vatNumber: '094259216',
        taxOffice: 'ΔΟΥ Ξάνθης',
        serialNumber: 'c02x l0gh jgh5',
        acceptedTerms: true,
      }),
    ).toEqual({
      fullName: 'Μαρία Παπαδοπούλου (Γιώργος)',
      idNumber: 'ΑΚ 123456',
      vatNumber: '094259216',
      taxOffice: 'ΔΟΥ Ξάνθης',
      serialNumber: 'C02XL0GHJGH5',
    });
  });

  it('leaves missing details empty', () => {
    expect(declarationInputs({})).toEqual({ fullName: '', idNumber: '', vatNumber: '', taxOffice: '', serialNumber: '' });
  });
});
