import { useCallback, useSyncExternalStore } from 'react';
import type { TenantIntegrations } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { consentControls } from './consent-controls';
import { consentState, optIn, optOut, showsConsentControls, unsetPreferences, type Providers, type SitePreferences } from './consent';
import { sitePreferencesStore } from './site-preferences-store';

export function trackingProviders(integrations: TenantIntegrations): Providers {
  return { gtag: integrations.googleTag !== null, pixel: integrations.metaPixel !== null };
}

/**
 * The visitor's cookie choice (unset until the browser is read), whether the bar shows, and the two answers.
 * Before the choice is read (on the server and while hydrating) the bar is rendered as for a first visit,
 * marked `choiceUnread`: the page's head script shows it only when no choice is stored (shell/src/index.html).
 */
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
    choiceUnread: known === null,
    showControls: showsConsentControls(preferences, providers, known !== null && reopened),
    acceptAll: () => answer(true),
    acceptBasic: () => answer(false),
  };
}
