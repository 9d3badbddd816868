import { execFile, type ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { newRemoteHostDir, newRemotePort, newRemoteSourceDir, testHostDir } from '../support/ports';
import { spawnHost } from '../support/spawn-host';
import { writeNewRemote } from '../support/new-remote';

const run = promisify(execFile);
const hostDir = path.resolve(newRemoteHostDir);
// Beside the workspaces, so that it builds with the same node_modules (the kit, the contracts, React…).
const sourceDir = path.resolve(newRemoteSourceDir);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let host: ChildProcess;

test.beforeAll(async () => {
  // Building and releasing a remote takes a while on a loaded machine; the configured timeout covers tests, not hooks.
  test.setTimeout(240_000);
  await rm(hostDir, { recursive: true, force: true });
  await rm(sourceDir, { recursive: true, force: true });
  await cp(path.resolve(testHostDir), hostDir, { recursive: true });
  await writeNewRemote(sourceDir);
  // The release tool builds the folder and registers the remote in the host's registry. The real account
  // remote exists now: in this copy of the host the throwaway one, built from declarations only, replaces
  // it. It publishes no session, so the shell's member guard leaves its member routes to it.
  await run(process.execPath, ['tools/release.mjs', 'account', '--source', sourceDir, '--dir', hostDir]);
  host = await spawnHost(hostDir, newRemotePort);
});

test.afterAll(async () => {
  host?.kill();
  await rm(hostDir, { recursive: true, force: true });
  await rm(sourceDir, { recursive: true, force: true });
});

test('a remote built from the kit with declarations only renders its page and fragment in the shell, in both languages', async ({
  page,
}) => {
  const origin = `http://localhost:${newRemotePort}`;
  await page.goto(`${origin}/orders`);
  const region = page.locator('[data-boundary="account"][data-page="orders"]');
  await expect(region.getByRole('heading', { level: 1 })).toHaveText('Ο λογαριασμός μου');
  // The header's session control loads on a guest's first interaction (docs/performance.md).
  await page.getByRole('banner').hover();
  await expect(page.getByRole('banner').getByTestId('session-link')).toHaveText('Σύνδεση');

  await page.goto(`${origin}/en/orders/1001`);
  await expect(page.locator('[data-boundary="account"][data-page="orders-id"]').getByRole('heading', { level: 1 })).toHaveText(
    'My account',
  );
  await page.getByRole('banner').hover();
  await expect(page.getByRole('banner').getByTestId('session-link')).toHaveText('Sign in');
  await expect(page.getByRole('banner').getByTestId('session-link')).toHaveAttribute('href', '/en/auth/login');
});
