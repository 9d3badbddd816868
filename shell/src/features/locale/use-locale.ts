import { useLocation } from 'react-router-dom';
import { localeFromPath, type HostContext, type Locale } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { HostSlot } from '../layouts/host-slot';

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** What every exposed module receives from the shell. */
export function useHostContext(): HostContext {
  const { bus, tenant } = useShell();
  return { bus, tenant, locale: useLocale(), Slot: HostSlot };
}
