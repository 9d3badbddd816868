import type { ChildProcess } from 'node:child_process';
import { appendFile, cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { testHostDir } from '../support/ports';
import {
  pwaUpdateHostDir,
  pwaUpdatePort,
  controllingVersionId,
  stopOutgoingUntilActivated,
  untilServiceWorkerControls,
  interact,
} from '../support/pwa';
import { spawnHost } from '../support/spawn-host';

const hostDir = path.resolve(pwaUpdateHostDir);
const serviceWorkerFile = path.join(hostDir, 'shell', 'sw.js');

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let host: ChildProcess;

test.beforeAll(async () => {
  await rm(hostDir, { recursive: true, force: true });
  await cp(path.resolve(testHostDir), hostDir, { recursive: true });
  host = await spawnHost(hostDir, pwaUpdatePort);
});

test.afterAll(async () => {
  host?.kill();
  await rm(hostDir, { recursive: true, force: true });
});

/** A new shell deployment, as far as the browser can tell: another /sw.js (its precompressed copies go). */
async function deployNewServiceWorker(): Promise<void> {
  await appendFile(serviceWorkerFile, `\n// deployed ${Date.now()}\n`);
  await rm(`${serviceWorkerFile}.br`, { force: true });
  await rm(`${serviceWorkerFile}.gz`, { force: true });
}

test('a new version offers a localized reload, and the reload switches to it', async ({ page }) => {
  await page.goto(`http://localhost:${pwaUpdatePort}/en`);
  await untilServiceWorkerControls(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeEmpty();

  await deployNewServiceWorker();
  // A navigation makes the browser look for a new /sw.js (it is never cached: no-cache).
  await page.goto(`http://localhost:${pwaUpdatePort}/`);
  await interact(page);
  await expect(prompt).toHaveAttribute('role', 'status');
  await expect(prompt).toContainText('Μια νέα έκδοση του καταστήματος είναι διαθέσιμη.', { timeout: 20_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  const outgoing = await controllingVersionId(page);
  await prompt.getByRole('button', { name: 'Ανανέωση' }).click();
  await stopOutgoingUntilActivated(page, outgoing);
  await expect.poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 15_000 }).toBe(false);
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  await untilServiceWorkerControls(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await expect(prompt).toBeEmpty();
});
