import { createContext, useContext, type ReactNode } from 'react';
import type { HostContext } from '@remac/shared-contracts';

// Bundled into each remote (not shared), so every remote has its own context object.
const Host = createContext<HostContext | null>(null);

/** Makes the bus, locale, tenant and `Slot` the shell handed to an exposed module reachable below it. */
export function HostProvider({ value, children }: { value: HostContext; children: ReactNode }) {
  return <Host.Provider value={value}>{children}</Host.Provider>;
}

/** The host context of the exposed module this component renders in. */
export function useHost(): HostContext {
  const host = useContext(Host);
  if (!host) throw new Error('useHost outside an exposed module');
  return host;
}
