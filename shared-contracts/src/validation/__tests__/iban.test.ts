import { ibanSchema, isGreekIban } from '../iban.js';

describe('Greek IBAN', () => {
  it('accepts a valid Greek IBAN with or without spaces', () => {
    expect(isGreekIban('GR16 0110 1250 0000 0001 2300 695')).toBe(true);
    expect(isGreekIban('gr1601101250000000012300695')).toBe(true);
  });

  it('rejects a wrong checksum, another country and a wrong length', () => {
    expect(isGreekIban('GR17 0110 1250 0000 0001 2300 695')).toBe(false);
    expect(isGreekIban('DE89370400440532013000')).toBe(false);
    expect(isGreekIban('GR160110125000000001230069')).toBe(false);
  });

  it('normalises and reports the iban code', () => {
    expect(ibanSchema.parse('gr16 0110 1250 0000 0001 2300 695')).toBe('GR1601101250000000012300695');
    expect(ibanSchema.safeParse('GR00').error?.issues[0]?.message).toBe('iban');
  });
});
