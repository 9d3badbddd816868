import { isCommonPassword, passwordSchema, registrationSchema } from '../password.js';
import { toFieldErrors } from '../field-errors.js';

const register = (password: string, overrides: Record<string, string> = {}) =>
  registrationSchema.safeParse({ email: 'maria@example.gr', password, passwordConfirmation: password, ...overrides });

const passwordErrors = (password: string, locale = 'en', overrides: Record<string, string> = {}) => {
  const result = register(password, overrides);
  return result.success ? [] : toFieldErrors(result.error, locale).filter((e) => e.field === 'password');
};

describe('password rules', () => {
  it('accepts a long uncommon password', () => {
    expect(register('correct horse battery').success).toBe(true);
  });

  it('refuses common passwords whatever their case or surrounding spaces', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword(' Qwertyuiop ')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(passwordErrors('Password')[0]!.code).toBe('passwordCommon');
    expect(passwordErrors('PASSWORD1')).toEqual([
      { field: 'password', code: 'passwordCommon', message: 'This password is too common. Please choose another one' },
    ]);
    expect(passwordErrors('12345678', 'el')[0]!.message).toBe('Ο κωδικός είναι πολύ συνηθισμένος. Παρακαλούμε επιλέξτε άλλον');
  });

  it('refuses whitespace only before the length rule', () => {
    expect(passwordErrors('          ')).toEqual([
      { field: 'password', code: 'passwordBlank', message: 'The password cannot be only spaces' },
    ]);
    expect(passwordErrors('   ')[0]!.code).toBe('passwordBlank');
    expect(passwordSchema.safeParse('').error!.issues[0]!.message).toBe('required');
  });

  it('refuses fewer than 8 characters', () => {
    expect(passwordErrors('Ab3$xyz')[0]!.code).toBe('passwordLength');
    expect(passwordErrors('Ab3$xyzw')).toEqual([]);
  });

  it('refuses the e-mail address as the password, case-insensitively', () => {
    expect(passwordErrors('Maria@Example.GR')).toEqual([
      { field: 'password', code: 'passwordEmail', message: 'The password must not be your email address' },
    ]);
    expect(passwordErrors('MARIA@example.gr', 'el')[0]!.message).toBe('Ο κωδικός δεν πρέπει να είναι η διεύθυνση email σας');
  });

  it('reports a mismatching confirmation with the other errors', () => {
    const result = register('correct horse battery', { passwordConfirmation: 'correct horse batterY' });
    expect(toFieldErrors(result.error!, 'en')).toEqual([
      { field: 'passwordConfirmation', code: 'passwordMismatch', message: 'The passwords do not match' },
    ]);
  });
});
