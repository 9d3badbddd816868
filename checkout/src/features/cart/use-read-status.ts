import { useEffect, useState } from 'react';
import { initialCartState, nextCartState, type CartObservation, type CartState } from './cart-status';
import { useRetryWhileUnavailable } from './use-retry-while-unavailable';

/** Where a read of server state stands (`cart-status.ts`), retried by itself while it fails. */
export function useReadStatus(seen: CartObservation, retry: () => void): CartState {
  const [committed, commit] = useState(initialCartState);
  // Applied during render so the page never shows a state one render late; committed for the next observation.
  const state = nextCartState(committed, seen);
  useEffect(() => commit(state), [state]);
  useRetryWhileUnavailable(state, retry);
  return state;
}
