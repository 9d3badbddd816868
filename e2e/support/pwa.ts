import { expect, type Page } from '@playwright/test';

/**
 * Ports and scratch folders of the PWA tests' own hosts, beside those of ports.ts (E2E_SLOT=n moves
 * them up by 100·n like every other port).
 */
const slot = Number(process.env.E2E_SLOT ?? 0);
export const pwaReleasePort = 4326 + slot * 100;
export const pwaUpdatePort = 4327 + slot * 100;
const folder = (name: string) => (slot ? `${name}-${slot}` : name);
export const pwaReleaseHostDir = folder('.tmp-pwa-release-host');
export const pwaReleaseSourceDir = folder('.tmp-pwa-release-content');
export const pwaUpdateHostDir = folder('.tmp-pwa-update-host');

/** Waits until the shop's service worker (registered by the shell after load) controls the page. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js') === true, undefined, {
    timeout: 20_000,
  });
}

/** Every URL held in the page origin's Cache Storage (precache and runtime caches), by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return result;
  });
}

/** Responses the page received, with whether the service worker answered them. */
export function recordResponses(page: Page): { url: string; fromServiceWorker: boolean }[] {
  const seen: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => seen.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() }));
  return seen;
}

export { expect };
