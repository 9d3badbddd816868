import { localeFromLanguages, pickLocale } from '../pick-locale.js';

describe('pickLocale', () => {
  it('takes the path locale first', () => {
    expect(pickLocale({ pathLocale: 'el', cookieLocale: 'en', browserLanguages: ['en-GB'] })).toBe('el');
    expect(pickLocale({ pathLocale: 'en', cookieLocale: 'el', browserLanguages: ['el'] })).toBe('en');
  });

  it('then the saved cookie', () => {
    expect(pickLocale({ pathLocale: undefined, cookieLocale: 'el', browserLanguages: ['en-GB'] })).toBe('el');
    expect(pickLocale({ pathLocale: undefined, cookieLocale: 'en', browserLanguages: [] })).toBe('en');
  });

  it('then the browser languages', () => {
    expect(pickLocale({ pathLocale: undefined, cookieLocale: undefined, browserLanguages: ['en-GB'] })).toBe('en');
    expect(pickLocale({ pathLocale: undefined, cookieLocale: undefined, browserLanguages: ['de-DE', 'EN-us'] })).toBe('en');
  });

  it('ignores an unsupported cookie', () => {
    expect(pickLocale({ pathLocale: undefined, cookieLocale: 'de', browserLanguages: ['en-GB'] })).toBe('en');
    expect(pickLocale({ pathLocale: undefined, cookieLocale: 'de', browserLanguages: [] })).toBe('el');
  });

  it('falls back to Greek', () => {
    expect(pickLocale({ pathLocale: undefined, cookieLocale: undefined, browserLanguages: [] })).toBe('el');
    expect(pickLocale({ pathLocale: undefined, cookieLocale: undefined, browserLanguages: ['de-DE', 'fr'] })).toBe('el');
  });
});

describe('localeFromLanguages', () => {
  it('returns the first supported language in order of preference', () => {
    expect(localeFromLanguages(['el-GR', 'en-US'])).toBe('el');
    expect(localeFromLanguages(['fr', 'en-US', 'el'])).toBe('en');
    expect(localeFromLanguages(['fr'])).toBeUndefined();
  });
});
