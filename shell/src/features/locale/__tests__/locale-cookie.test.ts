import { readLocaleCookie, saveLocaleCookie } from '../locale-cookie';

describe('readLocaleCookie', () => {
  it('reads the saved locale among other cookies', () => {
    expect(readLocaleCookie('i18n_locale=en')).toBe('en');
    expect(readLocaleCookie('theme=dark; i18n_locale=el; consent=1')).toBe('el');
  });

  it('returns undefined without the cookie', () => {
    expect(readLocaleCookie('')).toBeUndefined();
    expect(readLocaleCookie('theme=dark; other_i18n_locale=en')).toBeUndefined();
  });
});

describe('saveLocaleCookie', () => {
  afterEach(() => {
    document.cookie = 'i18n_locale=; Max-Age=0; Path=/';
  });

  it('saves the locale for a year on every path, SameSite=Lax', () => {
    const doc = { cookie: '' };
    saveLocaleCookie('en', doc);
    expect(doc.cookie).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('writes a cookie that readLocaleCookie reads back from the document', () => {
    saveLocaleCookie('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
    saveLocaleCookie('el');
    expect(readLocaleCookie(document.cookie)).toBe('el');
  });
});
