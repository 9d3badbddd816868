import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import type { ChildProcess } from 'node:child_process';
import { releaseHostDir, releasePort, releaseSourceDir, testHostDir } from '../support/ports';
import { spawnHost } from '../support/spawn-host';
import { treeDigest } from '../support/tree-digest';

const run = promisify(execFile);
const hostDir = path.resolve(releaseHostDir);
// A changed copy of the content remote, beside the workspaces so that it builds with the same node_modules.
const changedSource = path.resolve(releaseSourceDir);
const faqFile = path.join(changedSource, 'src/features/pages/content/en/faq.json');
const changedTitle = 'FAQ: what our customers ask most';

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
  host = await spawnHost(hostDir, releasePort);
});

test.afterAll(async () => {
  host?.kill();
  await rm(hostDir, { recursive: true, force: true });
  await rm(changedSource, { recursive: true, force: true });
});

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
