import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  localeFromPath,
  slots,
  tenant,
  type EventBus,
  type HostContext,
  type HostSlotProps,
  type RemoteName,
} from '@remac/shared-contracts';
import { useLocaleSync } from '@remac/shell/locale-sync';
import type { ExposedModules } from './harness-modules';

/**
 * What the shell would hand every exposed module. `Slot` places the remote's own fragments; another
 * remote's place stays empty, as the contracts allow for a harness.
 */
export function useHarnessHost(remote: RemoteName, modules: ExposedModules, bus: EventBus): HostContext {
  const locale = localeFromPath(useLocation().pathname);
  useLocaleSync(locale, bus);
  const Slot = useMemo(
    () =>
      function HarnessSlot({ name, props }: HostSlotProps) {
        const Module = slots[name].remote === remote ? modules[slots[name].module] : undefined;
        const slotLocale = localeFromPath(useLocation().pathname);
        return Module ? <Module bus={bus} locale={slotLocale} tenant={tenant} {...props} /> : null;
      },
    [remote, modules, bus],
  );
  return useMemo(() => ({ bus, locale, tenant, Slot }), [bus, locale, Slot]);
}
