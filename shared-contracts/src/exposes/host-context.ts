import type { ComponentType } from 'react';
import type { EventBus } from '../events/channel.js';
import type { Locale } from '../locale/locales.js';
import type { ServerPageReport } from '../seo/page-report.js';
import type { TenantConfig } from '../tenant/tenant-config.js';
import type { SlotName } from './exposed-modules.js';

/**
 * What the shell (or a remote's standalone harness) hands to every exposed module.
 * Router, i18next and the GraphQL client are shared singletons, reached through their own React hooks.
 */
export interface HostContext {
  bus: EventBus;
  locale: Locale;
  tenant: TenantConfig;
  /**
   * Places another remote's fragment (e.g. checkout's `addToCart` on a catalog product page) through the
   * shell's failure-isolated slot, so remotes compose without importing each other. A standalone
   * harness may leave it out; then the place stays empty.
   */
  Slot?: ComponentType<HostSlotProps>;
  /** Only while the server renders the page: where it reports its meta and a 404 or redirect (remote-kit's `useReportPageMeta`, `useReportPageOutcome`). */
  serverReport?: ServerPageReport;
}

export interface HostSlotProps {
  name: SlotName;
  props?: object;
}
