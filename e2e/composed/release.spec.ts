import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import type { ChildProcess } from 'node:child_process';
import { releaseHostDir, releasePort, releaseSourceDir } from '../support/ports';
import { removeReleaseScratch, startReleaseScratch } from '../support/release-scratch';
import { treeDigest } from '../support/tree-digest';

const run = promisify(execFile);
const hostDir = path.resolve(releaseHostDir);
const changedSource = path.resolve(releaseSourceDir);
const changedTitle = 'FAQ: what our customers ask most';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let host: ChildProcess;
const scratch = { hostDir, changedSource };

test.beforeAll(async () => {
  host = await startReleaseScratch(scratch, releasePort, changedTitle);
});

test.afterAll(() => removeReleaseScratch(host, scratch));

test('releasing a changed content remote shows the change without touching the shell; rollback restores it', async ({ page }) => {
  const url = `http://localhost:${releasePort}/en/frequently-asked-questions`;
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(url);
  await expect(heading).toHaveText('Frequently asked questions');
  const shellBefore = await treeDigest(path.join(hostDir, 'shell'));

  await run(process.execPath, ['tools/release.mjs', 'content', '--source', changedSource, '--dir', hostDir]);
  await page.reload();
  await expect(heading).toHaveText(changedTitle);
  expect(await treeDigest(path.join(hostDir, 'shell'))).toBe(shellBefore);

  await run(process.execPath, ['tools/rollback.mjs', 'content', '--dir', hostDir]);
  await page.reload();
  await expect(heading).toHaveText('Frequently asked questions');
});
