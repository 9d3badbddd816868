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
    for (const value of ['maria', 'maria@', 'maria@example', 'a b@example.gr', '@example.gr', 'a..b@example.gr', 'maria@example.g']) {
      expect(firstCode(value)).toBe('email');
    }
  });

  it('accepts the usual address shapes', () => {
    for (const value of ['a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'first_last-1@example-shop.gr']) {
      expect(firstCode(value)).toBeNull();
    }
  });

  it('rejects markup, header breaks and every character an address may not carry', () => {
    const attacks = [
      'x@y.gr<img/src=x/onerror=alert(1)>',
      '<script>@example.gr',
      'x@y.gr\r\nBcc: all@example.gr',
      'x@y.gr\nSubject: hi',
      'maria@example.gr\u0000',
      'maria\u0007@example.gr',
      'maria@exa mple.gr',
      ...['<', '>', '(', ')', '[', ']', '\\', ',', ';', ':', '"'].map((c) => `ma${c}ria@example.gr`),
    ];
    for (const value of attacks) expect(firstCode(value)).toBe('email');
  });
});
