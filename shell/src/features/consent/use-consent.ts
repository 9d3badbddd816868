import { useCallback, useSyncExternalStore } from 'react';
import type { TenantIntegrations } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { consentControls } from './consent-controls';
import { consentState, optIn, optOut, showsConsentControls, unsetPreferences, type Providers, type SitePreferences } from './consent';
import { sitePreferencesStore } from './site-preferences-store';

export function trackingProviders(integrations: TenantIntegrations): Providers {
  return { gtag: integrations.googleTag !== null, pixel: integrations.metaPixel !== null };
}

/** The visitor's cookie choice (unset until the browser is read), whether the bar shows, and the two answers. */
export function useConsent() {
  const { tenant } = useShell();
  const providers = trackingProviders(tenant.integrations);
  const known = useSyncExternalStore<SitePreferences | null>(
    sitePreferencesStore.subscribe,
    sitePreferencesStore.getSnapshot,
    sitePreferencesStore.getServerSnapshot,
  );
  const preferences = known ?? unsetPreferences;
  const reopened = useSyncExternalStore(consentControls.subscribe, consentControls.isReopened, consentControls.isReopenedOnServer);
  const answer = useCallback((all: boolean) => {
    sitePreferencesStore.save(all ? optIn(providers) : optOut());
    consentControls.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- providers are fixed for the page's life
  }, []);
  return {
    state: consentState(preferences),
    preferences,
    providers,
    showControls: known !== null && showsConsentControls(preferences, providers, reopened),
    acceptAll: () => answer(true),
    acceptBasic: () => answer(false),
  };
}
