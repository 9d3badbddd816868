import { useEffect } from 'react';
import { whenFirstInteraction } from '../remotes/first-interaction';

/** Once the page has loaded and the browser is idle, so that registering never competes with the first view. */
function afterLoad(start: () => void): () => void {
  let cancelled = false;
  const whenIdle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}

/**
 * Registers the service worker in production builds (`npm run dev` has none) where the browser has
 * service workers. The registration code is a chunk of its own (with workbox-window), fetched once the
 * visitor first interacts with the page and the browser is idle after load: the first view does not
 * download it, and a visitor who only looks misses nothing (offline copies are of pages they used).
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
    let cancelled = false;
    let stopWaitingForLoad: (() => void) | undefined;
    void whenFirstInteraction().then(() => {
      if (!cancelled) stopWaitingForLoad = afterLoad(register);
    });
    return () => {
      cancelled = true;
      stopWaitingForLoad?.();
    };
  }, []);
}

function register(): void {
  import(/* webpackChunkName: "service-worker-registration" */ './register/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('service worker: not registered', error));
}
