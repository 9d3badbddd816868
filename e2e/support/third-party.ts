import { tenant, thirdPartyProvider, type IntegrationName } from '@remac/shared-contracts';

/** The script URL of each third-party service the shop's tenant configures (tag, pixel, chat, reviews). */
export function thirdPartyScript(name: IntegrationName): string {
  const provider = thirdPartyProvider(tenant.integrations, name);
  if (!provider) throw new Error(`The tenant configures no ${name}`);
  return provider.script;
}

/** Every third-party origin the shop may call: tests never reach the internet, they stub or refuse these. */
export const thirdPartyHosts =
  /^https:\/\/(www\.googletagmanager\.com|[a-z0-9-]+\.google-analytics\.com|connect\.facebook\.net|www\.facebook\.com|[a-z0-9-]+\.tawk\.to|cdn\.jsdelivr\.net|widget\.trustpilot\.com)\//;

/** Where the shell keeps the visitor's cookie choice (shell/src/features/consent/site-preferences-store.ts). */
export const sitePreferencesKey = 'remac:site-preferences';
export const acceptedBasic = { cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false };
