import { expect, test } from '../support/test';
import { cachedUrls, recordResponses, untilServiceWorkerControls } from '../support/pwa';

// The composed project blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

test('/sw.js registers after the first interaction and controls the page, with the shell and offline pages precached', async ({ page }) => {
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // A visitor who only looks has the first view without the registration's script.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
  await untilServiceWorkerControls(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');

  const precached = Object.entries(await cachedUrls(page)).find(([name]) => name.includes('precache'))?.[1] ?? [];
  expect(precached.some((url) => url.startsWith('/offline/el.html'))).toBe(true);
  expect(precached.some((url) => url.startsWith('/offline/en.html'))).toBe(true);
  expect(precached.some((url) => /^\/static\/js\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(precached.filter((url) => /registry|mf-|index\.html|\/remotes\//.test(url))).toEqual([]);
});

test('offline, a visited page comes from the service worker; a page never visited shows the offline page in its language', async ({
  page,
  context,
}) => {
  await page.goto('/en/frequently-asked-questions');
  await untilServiceWorkerControls(page);
  // Visited again under the service worker: the page and its remote's files are kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');

  await context.setOffline(true);
  const visited = await page.reload();
  expect(visited?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/frequently-asked-questions$/);
  // Remote manifests are never cached (a release must show on the next navigation), so offline the
  // page's remote cannot start: its region says so in the page's language, the frame works.
  await expect(page.getByTestId('remote-unavailable')).toContainText('This section is temporarily unavailable', { timeout: 20_000 });
  await expect(page.getByTestId('site-footer')).toContainText('ReMac');

  await page.goto('/en/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '');
  await page.goto('/sxolia-pelaton');
  await expect(page.getByRole('heading', { level: 1, name: 'Δεν υπάρχει σύνδεση στο διαδίκτυο' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');

  // Back online, "Try again" loads the page itself.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Δοκιμάστε ξανά' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Σχόλια πελατών', { timeout: 15_000 });
});

test('the cart, checkout and the API never come from the service worker, online or offline', async ({ page, context }) => {
  const responses = recordResponses(page);
  await page.goto('/en/shopping-cart');
  await untilServiceWorkerControls(page);
  await page.reload();
  await page.goto('/en/checkout');
  await page.goto('/en');
  await expect(page.getByTestId('site-header')).toBeVisible();

  const api = responses.filter(({ url }) => /\/(graphql|oauth\/|registry\.json$)|\/mf-[^/]*\.json$/.test(new URL(url).pathname));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter(({ fromServiceWorker }) => fromServiceWorker)).toEqual([]);

  const kept = Object.values(await cachedUrls(page)).flat();
  // The remotes' code may be kept (immutable version folders); their answers and these pages never.
  const answers = /^\/(graphql|oauth|media)(\/|$)|^\/registry\.json|\/mf-[^/]*\.json|^\/(en\/)?(shopping-cart|checkout)/;
  expect(kept.filter((url) => answers.test(url))).toEqual([]);
  expect(kept).toContain('/en');

  await context.setOffline(true);
  await page.goto('/en/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
});
