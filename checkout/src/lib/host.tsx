import { createContext, useContext, type ReactNode } from 'react';
import type { HostContext } from '@remac/shared-contracts';

const Host = createContext<HostContext | null>(null);

/** Makes the bus, locale and tenant the shell handed to an exposed module reachable below it. */
export function HostProvider({ value, children }: { value: HostContext; children: ReactNode }) {
  return <Host.Provider value={value}>{children}</Host.Provider>;
}

export function useHost(): HostContext {
  const host = useContext(Host);
  if (!host) throw new Error('useHost outside an exposed checkout module');
  return host;
}
