import { expect, test } from '../support/test';
import { fullBrowserLaunchOptions } from '../support/browser';
import { untilServiceWorkerControls } from '../support/pwa';

// The full browser: the headless shell answers the installability check without making it (no errors even without
// a manifest). Its own file because a browser of its own needs a worker of its own.
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowserLaunchOptions });

test('Chromium parses the manifest without errors and finds the shop installable', async ({ page }) => {
  await page.goto('/en');
  await untilServiceWorkerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(new URL(manifest.url).pathname).toBe('/manifest.en.webmanifest');
  expect(manifest.errors).toEqual([]);
  // A test browser's context is always "incognito", which alone keeps it from installing anything.
  const installabilityErrors = async () =>
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
      .map(({ errorId }) => errorId)
      .filter((id) => id !== 'in-incognito');
  expect(await installabilityErrors()).toEqual([]);
  // The same check sees a page without a usable manifest.
  await page.evaluate(() => document.head.querySelector('link[rel="manifest"]')!.setAttribute('href', '/no-such.webmanifest'));
  await expect.poll(installabilityErrors).not.toEqual([]);
});
