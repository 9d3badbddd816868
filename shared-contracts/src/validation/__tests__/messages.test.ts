import { messages, messageText, messageCodes } from '../messages.js';

describe('validation messages', () => {
  it('uses the specification texts in English', () => {
    expect(messageText('required', 'en')).toBe('This field is required');
    expect(messageText('requiredShort', 'en')).toBe('Required');
    expect(messageText('email', 'en')).toBe('Please enter a valid email address');
    expect(messageText('postalCode', 'en')).toBe('The postal code you have inserted does not belong to our supported areas');
    expect(messageText('formUnavailable', 'en')).toBe('This operation is currently unavailable. Please try again later.');
  });

  it('has a Greek text for every code', () => {
    for (const code of messageCodes) expect(messages.el[code].length).toBeGreaterThan(0);
    expect(messageText('required', 'el')).toBe('Το πεδίο είναι υποχρεωτικό');
  });

  it('falls back to English for other locales and to invalidValue for unknown codes', () => {
    expect(messageText('email', 'de')).toBe('Please enter a valid email address');
    expect(messageText('no-such-code', 'en')).toBe('Invalid value');
  });
});
