import { execFile, type ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { testHostDir } from '../support/ports';
import { pwaReleaseHostDir, pwaReleasePort, pwaReleaseSourceDir, recordResponses, untilServiceWorkerControls } from '../support/pwa';
import { spawnHost } from '../support/spawn-host';

const run = promisify(execFile);
const hostDir = path.resolve(pwaReleaseHostDir);
// A changed copy of the content remote, beside the workspaces so that it builds with the same node_modules.
const changedSource = path.resolve(pwaReleaseSourceDir);
const faqFile = path.join(changedSource, 'src/features/pages/content/en/faq.json');
const changedTitle = 'FAQ: answers while the service worker runs';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let host: ChildProcess;

test.beforeAll(async () => {
  await rm(hostDir, { recursive: true, force: true });
  await cp(path.resolve(testHostDir), hostDir, { recursive: true });
  await rm(changedSource, { recursive: true, force: true });
  await cp(path.resolve('content'), changedSource, {
    recursive: true,
    filter: (source) => !/\/(dist|node_modules|e2e)(\/|$)/.test(source),
  });
  const faq = JSON.parse(await readFile(faqFile, 'utf8'));
  await writeFile(faqFile, JSON.stringify({ ...faq, title: changedTitle }, null, 2));
  host = await spawnHost(hostDir, pwaReleasePort);
});

test.afterAll(async () => {
  host?.kill();
  await rm(hostDir, { recursive: true, force: true });
  await rm(changedSource, { recursive: true, force: true });
});

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
