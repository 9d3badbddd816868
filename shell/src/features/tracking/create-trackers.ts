import { thirdPartyProvider, type TenantIntegrations } from '@remac/shared-contracts';
import { createGoogleTag } from './google-tag';
import { loadScript, type ScriptLoader } from './load-script';
import { createMetaPixel } from './meta-pixel';
import type { Tracker } from './tracker';

export interface Trackers {
  gtag: Tracker | null;
  pixel: Tracker | null;
}

/** The trackers the tenant configures, not yet enabled: nothing is requested until one is. */
export function createTrackers(integrations: TenantIntegrations, load: ScriptLoader = loadScript): Trackers {
  const tag = integrations.googleTag;
  const pixel = integrations.metaPixel;
  return {
    gtag: tag ? createGoogleTag(tag.measurementId, thirdPartyProvider(integrations, 'googleTag')!.script, load) : null,
    pixel: pixel ? createMetaPixel(pixel.pixelId, thirdPartyProvider(integrations, 'metaPixel')!.script, load) : null,
  };
}
