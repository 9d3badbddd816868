/**
 * Where the cart stands for the page: `none` (no cart token: really empty), `loading` (first read),
 * `loaded`, `unavailable` (the last read failed: network error, 5xx, API unreachable), `retrying`
 * (reading again after a failure). Only `loaded` says anything about the cart's contents.
 */
export type CartStatus = 'none' | 'loading' | 'loaded' | 'unavailable' | 'retrying';

export interface CartState {
  status: CartStatus;
  /** Failed reads in a row; sets the wait before the next retry. */
  failures: number;
}

/** What the page knows of the cart query right now. */
export interface CartObservation {
  hasToken: boolean;
  loading: boolean;
  failed: boolean;
  answered: boolean;
}

export const initialCartState: CartState = { status: 'loading', failures: 0 };

/**
 * The next state for an observation. Idempotent (the same observation twice changes nothing), so it
 * can be applied during render and committed in an effect.
 */
export function nextCartState(state: CartState, seen: CartObservation): CartState {
  const { status, failures } = state;
  if (!seen.hasToken) return status === 'none' && failures === 0 ? state : { status: 'none', failures: 0 };
  if (seen.loading) {
    if (status === 'unavailable' || status === 'retrying') return status === 'retrying' ? state : { status: 'retrying', failures };
    return status === 'loaded' || status === 'loading' ? state : { status: 'loading', failures };
  }
  if (seen.failed) return status === 'unavailable' ? state : { status: 'unavailable', failures: failures + 1 };
  if (seen.answered) return status === 'loaded' && failures === 0 ? state : { status: 'loaded', failures: 0 };
  return status === 'loading' ? state : { status: 'loading', failures };
}

/** Wait before reading the cart again after `failures` failed reads: 1 s, 2 s, 4 s … at most 30 s. */
export function cartRetryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);
}
