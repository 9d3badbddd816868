import { execFile, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { pwaReleaseHostDir, pwaReleasePort, pwaReleaseSourceDir, recordResponses, untilServiceWorkerControls } from '../support/pwa';
import { removeReleaseScratch, startReleaseScratch } from '../support/release-scratch';

const run = promisify(execFile);
const hostDir = path.resolve(pwaReleaseHostDir);
const changedSource = path.resolve(pwaReleaseSourceDir);
const changedTitle = 'FAQ: answers while the service worker runs';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let host: ChildProcess;
const scratch = { hostDir, changedSource };

test.beforeAll(async () => {
  host = await startReleaseScratch(scratch, pwaReleasePort, changedTitle);
});

test.afterAll(() => removeReleaseScratch(host, scratch));

test('with the service worker in control, a released remote shows on the next reload and a rollback restores it', async ({ page }) => {
  const responses = recordResponses(page);
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(`http://localhost:${pwaReleasePort}/en/frequently-asked-questions`);
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect(heading).toHaveText('Frequently asked questions');
  // The remote's files now come from the service worker (cache first: their folder never changes).
  expect(responses.some(({ url, fromServiceWorker }) => fromServiceWorker && /\/remotes\/content\/[^/]+\/.+\.js$/.test(url))).toBe(true);

  await run(process.execPath, ['tools/release.mjs', 'content', '--source', changedSource, '--dir', hostDir]);
  await page.reload();
  await expect(heading).toHaveText(changedTitle);

  await run(process.execPath, ['tools/rollback.mjs', 'content', '--dir', hostDir]);
  await page.reload();
  await expect(heading).toHaveText('Frequently asked questions');

  const releaseFiles = responses.filter(({ url }) => /\/registry\.json$|\/mf-[^/]*\.json$/.test(new URL(url).pathname));
  expect(releaseFiles.length).toBeGreaterThan(0);
  expect(releaseFiles.filter(({ fromServiceWorker }) => fromServiceWorker)).toEqual([]);
});
