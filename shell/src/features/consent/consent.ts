/** Site preferences of spec §3, kept in local storage. */
export interface SitePreferences {
  /** A choice was made (either one). */
  cookieConsent: boolean;
  /** Analytics and marketing cookies accepted. */
  marketingCookies: boolean;
  /** The Meta pixel may run. */
  activePixel: boolean;
  /** The Google tag may run with analytics and ad storage granted. */
  activeGtag: boolean;
}

export type ConsentState = 'unset' | 'opted-in' | 'opted-out';

export const unsetPreferences: SitePreferences = { cookieConsent: false, marketingCookies: false, activePixel: false, activeGtag: false };

/** Which tracking providers the tenant configures. */
export interface Providers {
  gtag: boolean;
  pixel: boolean;
}

export function consentState(preferences: SitePreferences): ConsentState {
  if (!preferences.cookieConsent) return 'unset';
  return preferences.marketingCookies ? 'opted-in' : 'opted-out';
}

/** "Accept all": consent and marketing on, every configured provider enabled (spec §4). */
export function optIn(providers: Providers): SitePreferences {
  return { cookieConsent: true, marketingCookies: true, activePixel: providers.pixel, activeGtag: providers.gtag };
}

/** "Accept basic": consent given, marketing off, no provider runs (spec §4). */
export function optOut(): SitePreferences {
  return { cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false };
}

/**
 * The bar shows while some provider is configured and no choice is made (spec §4), or when the
 * visitor reopens it from the footer's "Cookie settings" to change the choice.
 */
export function showsConsentControls(preferences: SitePreferences, providers: Providers, reopened: boolean): boolean {
  if (!providers.gtag && !providers.pixel) return false;
  return reopened || !preferences.cookieConsent;
}

/** The trackers that may load now: only after opt-in, and only those the tenant configures. */
export function allowedTrackers(preferences: SitePreferences, providers: Providers): Providers {
  const optedIn = consentState(preferences) === 'opted-in';
  return { gtag: optedIn && providers.gtag && preferences.activeGtag, pixel: optedIn && providers.pixel && preferences.activePixel };
}

/** Stored preferences come from the visitor's browser: anything malformed counts as no choice. */
export function parsePreferences(stored: string | null): SitePreferences {
  if (!stored) return unsetPreferences;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return unsetPreferences;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(unsetPreferences) as (keyof SitePreferences)[];
    if (!keys.every((key) => typeof record[key] === 'boolean')) return unsetPreferences;
    return Object.fromEntries(keys.map((key) => [key, record[key]])) as unknown as SitePreferences;
  } catch {
    return unsetPreferences;
  }
}
