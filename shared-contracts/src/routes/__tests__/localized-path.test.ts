import { hasLocalePrefix, localeFromPath, localizedPath, matchPath, switchLocalePath } from '../localized-path.js';

describe('localeFromPath', () => {
  it('reads English from /en and /en/…, Greek otherwise', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/contact')).toBe('en');
    expect(localeFromPath('/')).toBe('el');
    expect(localeFromPath('/epikoinonia')).toBe('el');
    expect(localeFromPath('/english-guide')).toBe('el');
  });

  it('treats only the English prefix as a prefix', () => {
    expect(hasLocalePrefix('/en/contact')).toBe(true);
    expect(hasLocalePrefix('/epikoinonia')).toBe(false);
  });
});

describe('matchPath', () => {
  it('finds a route, its locale and its parameters', () => {
    const match = matchPath('/en/products/macbook-air');
    expect(match?.route.name).toBe('products-id');
    expect(match?.locale).toBe('en');
    expect(match?.params).toEqual({ id: 'macbook-air' });
  });

  it('finds localized slugs in their own language only', () => {
    expect(matchPath('/syxnes-erotiseis')).toMatchObject({ route: { name: 'faq' }, locale: 'el' });
    expect(matchPath('/en/frequently-asked-questions')).toMatchObject({ route: { name: 'faq' }, locale: 'en' });
    expect(matchPath('/frequently-asked-questions')).toBeNull();
    expect(matchPath('/en/syxnes-erotiseis')).toBeNull();
  });

  it('finds the home page in both languages', () => {
    expect(matchPath('/')).toMatchObject({ route: { name: 'index' }, locale: 'el' });
    expect(matchPath('/en')).toMatchObject({ route: { name: 'index' }, locale: 'en' });
    expect(matchPath('/en/')).toMatchObject({ route: { name: 'index' }, locale: 'en' });
  });

  it('ignores a trailing slash', () => {
    expect(matchPath('/en/frequently-asked-questions/')).toMatchObject({ route: { name: 'faq' }, locale: 'en' });
    expect(matchPath('/products/macbook-air/')?.params).toEqual({ id: 'macbook-air' });
  });

  it('returns null for unknown paths', () => {
    expect(matchPath('/does-not-exist')).toBeNull();
    expect(matchPath('/en/does-not-exist')).toBeNull();
    expect(matchPath('/products/a/b')).toBeNull();
  });

  it('returns null, instead of throwing, for a malformed percent-encoded path', () => {
    expect(matchPath('/products/100%')).toBeNull();
  });
});

describe('localizedPath', () => {
  it('gives the home page as / in Greek and /en in English', () => {
    expect(localizedPath('index', 'el')).toBe('/');
    expect(localizedPath('index', 'en')).toBe('/en');
  });

  it('uses each language’s own slug', () => {
    expect(localizedPath('faq', 'el')).toBe('/syxnes-erotiseis');
    expect(localizedPath('faq', 'en')).toBe('/en/frequently-asked-questions');
  });

  it('fills and encodes parameters', () => {
    expect(localizedPath('products-id', 'en', { id: 'mac book' })).toBe('/en/products/mac%20book');
    expect(localizedPath('request-id', 'el')).toBe('/request');
  });
});

describe('switchLocalePath', () => {
  it('turns a Greek slug into its English slug, keeping search and hash', () => {
    expect(switchLocalePath('/syxnes-erotiseis', 'en', '?x=1', '#a')).toBe('/en/frequently-asked-questions?x=1#a');
  });

  it('turns an English slug into its Greek slug, keeping search and hash', () => {
    expect(switchLocalePath('/en/about-remac', 'el', '?ref=nav', '#team')).toBe('/sxetika-me-to-remac?ref=nav#team');
  });

  it('switches the home page between / and /en', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'el')).toBe('/');
  });

  it('keeps parameters', () => {
    expect(switchLocalePath('/products/mac%20book', 'en')).toBe('/en/products/mac%20book');
    expect(switchLocalePath('/en/request/42', 'el')).toBe('/request/42');
  });

  it('keeps the rest of an unknown path and changes only the prefix', () => {
    expect(switchLocalePath('/does-not-exist/deep', 'en', '?q=1', '#h')).toBe('/en/does-not-exist/deep?q=1#h');
    expect(switchLocalePath('/en/does-not-exist', 'el')).toBe('/does-not-exist');
  });

  it('leaves a path already in the target language as it is', () => {
    expect(switchLocalePath('/epikoinonia', 'el')).toBe('/epikoinonia');
    expect(switchLocalePath('/en/contact', 'en', '?a=b')).toBe('/en/contact?a=b');
  });
});
