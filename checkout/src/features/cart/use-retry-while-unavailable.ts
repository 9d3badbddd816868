import { useEffect, useRef } from 'react';
import { cartRetryDelayMs, type CartState } from './cart-status';

/**
 * While the cart cannot be read, reads it again with back-off, and at once when the visitor comes
 * back to the window or the browser is online again; so the real cart shows without a reload.
 */
export function useRetryWhileUnavailable({ status, failures }: CartState, retry: () => void): void {
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  useEffect(() => {
    if (status !== 'unavailable') return undefined;
    const now = () => latestRetry.current();
    const timer = setTimeout(now, cartRetryDelayMs(failures));
    window.addEventListener('focus', now);
    window.addEventListener('online', now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', now);
      window.removeEventListener('online', now);
    };
  }, [status, failures]);
}
