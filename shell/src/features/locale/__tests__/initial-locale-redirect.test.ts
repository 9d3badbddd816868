import { initialLocaleRedirect } from '../initial-locale-redirect';

const visit = (overrides: Partial<Parameters<typeof initialLocaleRedirect>[0]>) =>
  initialLocaleRedirect({ pathname: '/', search: '', hash: '', cookie: '', languages: [], ...overrides });

describe('initialLocaleRedirect', () => {
  it('sends an English browser without a cookie from / to /en', () => {
    expect(visit({ languages: ['en-GB', 'en'] })).toBe('/en');
  });

  it('sends an English browser to the English slug of the same page, keeping search and hash', () => {
    expect(visit({ pathname: '/syxnes-erotiseis', search: '?x=1', hash: '#a', languages: ['en-GB'] })).toBe(
      '/en/frequently-asked-questions?x=1#a',
    );
  });

  it('follows an English cookie even for a Greek browser', () => {
    expect(visit({ pathname: '/epikoinonia', cookie: 'i18n_locale=en', languages: ['el-GR'] })).toBe('/en/contact');
  });

  it('stays when the cookie says Greek, even for an English browser', () => {
    expect(visit({ cookie: 'theme=dark; i18n_locale=el', languages: ['en-GB'] })).toBeNull();
  });

  it('stays on a path that already carries a prefix', () => {
    expect(visit({ pathname: '/en/contact', languages: ['el-GR'], cookie: 'i18n_locale=el' })).toBeNull();
    expect(visit({ pathname: '/en', languages: ['en-GB'] })).toBeNull();
  });

  it('stays for a browser in an unsupported language', () => {
    expect(visit({ pathname: '/products', languages: ['de-DE', 'de'] })).toBeNull();
  });

  it('keeps an unknown path and only adds the prefix', () => {
    expect(visit({ pathname: '/no-such-page', languages: ['en-US'] })).toBe('/en/no-such-page');
  });
});
