import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { repoRoot } from './workspaces.mjs';

/** Installs dependencies when there are none yet or the lockfile changed since the last install. */
export async function ensureInstall() {
  const installed = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lockfile = path.join(repoRoot, 'package-lock.json');
  const fresh = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: repoRoot });
}
