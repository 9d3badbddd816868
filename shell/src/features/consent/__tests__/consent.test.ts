import { allowedTrackers, consentState, optIn, optOut, parsePreferences, showsConsentControls, unsetPreferences } from '../consent';

const both = { gtag: true, pixel: true };
const none = { gtag: false, pixel: false };

describe('consent state machine (spec §4)', () => {
  it('starts unset, with the bar shown while a provider is configured', () => {
    expect(consentState(unsetPreferences)).toBe('unset');
    expect(showsConsentControls(unsetPreferences, both, false)).toBe(true);
    expect(showsConsentControls(unsetPreferences, { gtag: false, pixel: true }, false)).toBe(true);
  });

  it('needs no bar when the tenant configures no tracking provider', () => {
    expect(showsConsentControls(unsetPreferences, none, false)).toBe(false);
    expect(showsConsentControls(unsetPreferences, none, true)).toBe(false);
  });

  it('opting in sets consent and marketing and enables the configured providers', () => {
    const preferences = optIn({ gtag: true, pixel: false });
    expect(preferences).toEqual({ cookieConsent: true, marketingCookies: true, activeGtag: true, activePixel: false });
    expect(consentState(preferences)).toBe('opted-in');
    expect(showsConsentControls(preferences, both, false)).toBe(false);
  });

  it('opting out sets consent with marketing off and no provider', () => {
    const preferences = optOut();
    expect(preferences).toEqual({ cookieConsent: true, marketingCookies: false, activeGtag: false, activePixel: false });
    expect(consentState(preferences)).toBe('opted-out');
    expect(showsConsentControls(preferences, both, false)).toBe(false);
  });

  it('a given choice can be reopened and changed either way', () => {
    let preferences = optIn(both);
    expect(showsConsentControls(preferences, both, true)).toBe(true);
    preferences = optOut();
    expect(consentState(preferences)).toBe('opted-out');
    preferences = optIn(both);
    expect(consentState(preferences)).toBe('opted-in');
  });
});

describe('which trackers may load', () => {
  it.each([
    ['unset', unsetPreferences, none],
    ['opted out', optOut(), none],
    ['opted in', optIn(both), both],
  ])('%s', (_state, preferences, expected) => {
    expect(allowedTrackers(preferences, both)).toEqual(expected);
  });

  it('never a provider the tenant does not configure, whatever the stored preferences say', () => {
    expect(allowedTrackers(optIn(both), { gtag: true, pixel: false })).toEqual({ gtag: true, pixel: false });
  });

  it('a stored preference with marketing but a provider switched off keeps that provider off', () => {
    expect(allowedTrackers({ ...optIn(both), activePixel: false }, both)).toEqual({ gtag: true, pixel: false });
  });
});

describe('stored preferences', () => {
  it('reads a stored choice back', () => {
    expect(parsePreferences(JSON.stringify(optIn(both)))).toEqual(optIn(both));
  });

  it.each(['', 'not json', '[]', 'null', '{"cookieConsent":"yes"}', '{"cookieConsent":true}'])('treats %p as no choice', (stored) => {
    expect(parsePreferences(stored)).toEqual(unsetPreferences);
  });
});
