import type { EventBus } from '../events/channel.js';
import type { Locale } from '../locale/locales.js';
import type { TenantConfig } from '../tenant/tenant-config.js';

/**
 * What the shell (or a remote's standalone harness) hands to every exposed module.
 * Router, i18next and the GraphQL client are shared singletons, reached through their own React hooks.
 */
export interface HostContext {
  bus: EventBus;
  locale: Locale;
  tenant: TenantConfig;
}
