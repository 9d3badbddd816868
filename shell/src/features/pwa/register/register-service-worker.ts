import { Workbox } from 'workbox-window';
import { updateStore } from '../update/update-store';

/**
 * Registers /sw.js. A new version installs beside the running one and waits; the shell offers to
 * reload (update prompt), and only then does the new version take over and the page reload onto it.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateStore.offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
