import { postalCodeSchema } from '../postal-code.js';
import { isPhoneNumber, phoneSchema } from '../phone.js';

describe('postal code', () => {
  it('accepts five digits, spaces removed', () => {
    expect(postalCodeSchema().parse('184 52')).toBe('18452');
  });

  it('rejects other formats with the supported-areas code', () => {
    for (const value of ['1845', '184521', 'ABCDE', '08452']) {
      expect(postalCodeSchema().safeParse(value).error?.issues[0]?.message).toBe('postalCode');
    }
  });

  it('rejects codes outside a supported list', () => {
    const schema = postalCodeSchema(new Set(['18452']));
    expect(schema.safeParse('18452').success).toBe(true);
    expect(schema.safeParse('54622').error?.issues[0]?.message).toBe('postalCode');
  });
});

describe('phone', () => {
  it('accepts Greek landlines and mobiles with or without +30, and E.164 numbers', () => {
    for (const value of ['210 490 1234', '+30 694 412 3456', '00302104901234', '+442071234567']) {
      expect(isPhoneNumber(value)).toBe(true);
    }
  });

  it('rejects short numbers and letters', () => {
    for (const value of ['12345', '694412345', 'call me']) expect(isPhoneNumber(value)).toBe(false);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('required');
  });
});
