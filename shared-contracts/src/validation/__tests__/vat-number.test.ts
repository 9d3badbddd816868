import { isGreekVatNumber, vatNumberSchema } from '../vat-number.js';

describe('Greek VAT number', () => {
  it('accepts numbers whose check digit matches', () => {
    expect(isGreekVatNumber('090000045')).toBe(true);
    expect(isGreekVatNumber('094259216')).toBe(true);
    expect(isGreekVatNumber('EL094259216')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length, letters and all zeros', () => {
    for (const value of ['123456789', '09425921', '0942592160', '09425921A', '000000000']) {
      expect(isGreekVatNumber(value)).toBe(false);
    }
  });

  it('gives stable codes', () => {
    expect(vatNumberSchema.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(vatNumberSchema.safeParse('123456789').error?.issues[0]?.message).toBe('vatNumber');
    expect(vatNumberSchema.parse(' 094 259 216 ')).toBe('094259216');
  });
});
