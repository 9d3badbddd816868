import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and while the browser hydrates, true afterwards: gates what reads browser-kept state. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
