import { registrationSchema } from '../password.js';
import { toFieldErrors } from '../field-errors.js';

describe('registration schema', () => {
  it('accepts matching passwords of at least 8 characters', () => {
    const value = { email: 'A@b.gr', password: 'correct horse', passwordConfirmation: 'correct horse' };
    expect(registrationSchema.parse(value).email).toBe('a@b.gr');
  });

  it('reports one localised error per field', () => {
    const result = registrationSchema.safeParse({ email: 'x', password: 'short', passwordConfirmation: '' });
    const errors = toFieldErrors(result.error!, 'en');
    expect(errors).toEqual([
      { field: 'email', code: 'email', message: 'Please enter a valid email address' },
      { field: 'password', code: 'passwordLength', message: 'The password must be 8 to 128 characters long' },
      { field: 'passwordConfirmation', code: 'required', message: 'This field is required' },
    ]);
  });

  it('reports a mismatch on the confirmation field', () => {
    const result = registrationSchema.safeParse({ email: 'a@b.gr', password: 'kalimera-mac1', passwordConfirmation: 'kalimera-mac2' });
    expect(toFieldErrors(result.error!, 'el')).toEqual([
      { field: 'passwordConfirmation', code: 'passwordMismatch', message: 'Οι κωδικοί δεν ταιριάζουν' },
    ]);
  });
});
