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

/**
 * The visitor's first interaction with the page, a key that does nothing (Shift): the shell registers the
 * service worker (and so hears of a new version) only after it, once the page has loaded.
 */
export async function interact(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/** The visitor interacts, then the test waits until the shop's service worker controls the page. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await interact(page);
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

/**
 * Lets the version a test's page asked to skip waiting take over: stops the outgoing version (the one
 * that controlled the page when `outgoingVersionId` was read) until the waiting one activates, as a
 * browser stops an idle worker. Why a test needs it: when Chromium restarts a stopped worker under
 * Playwright (which keeps its debugging target, Playwright issue 39475: "Service worker restarted"),
 * the outgoing worker can stay wedged: it never answers the requests it is given, and the waiting
 * version's activation waits for them. A visitor's browser has no debugger attached. The new version
 * still activates only if the page told it to skip waiting.
 */
export async function stopOutgoingUntilActivated(page: Page, outgoingVersionId: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let activated = false;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((version) => version.versionId !== outgoingVersionId && version.status === 'activated')) activated = true;
  });
  await cdp.send('ServiceWorker.enable');
  for (let attempt = 0; attempt < 20 && !activated; attempt += 1) {
    await cdp.send('ServiceWorker.stopWorker', { versionId: outgoingVersionId }).catch(() => undefined);
    await expect
      .poll(() => activated, { timeout: 1000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await cdp.detach();
}

/** The id of the service worker version that controls the page now (for stopOutgoingUntilActivated). */
export async function controllingVersionId(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.status === 'activated');
      if (active) resolve(active.versionId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const versionId = await id;
  await cdp.detach();
  return versionId;
}
