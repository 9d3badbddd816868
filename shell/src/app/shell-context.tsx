import { createContext, useContext } from 'react';
import type { EventBus, TenantConfig } from '@remac/shared-contracts';

export interface ShellServices {
  bus: EventBus;
  tenant: TenantConfig;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside the shell');
  return services;
}
