import { useEffect } from 'react';

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
 * service workers. The registration code is a chunk of its own, fetched after load.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return afterLoad(() => {
      import(/* webpackChunkName: "service-worker-registration" */ './register/register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('service worker: not registered', error));
    });
  }, []);
}
