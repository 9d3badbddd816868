import { emailSchema } from '../email.js';

const firstCode = (value: unknown, short = false) => {
  const result = emailSchema({ short }).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('emailSchema', () => {
  it('accepts and lower-cases a valid address', () => {
    expect(emailSchema().parse('  Maria@Example.GR ')).toBe('maria@example.gr');
  });

  it('reports required for empty or missing values', () => {
    expect(firstCode('')).toBe('required');
    expect(firstCode(undefined)).toBe('required');
    expect(firstCode('', true)).toBe('requiredShort');
  });

  it('reports email for malformed addresses', () => {
    for (const value of ['maria', 'maria@', 'maria@example', 'a b@example.gr', '@example.gr']) {
      expect(firstCode(value)).toBe('email');
    }
  });
});
