#!/usr/bin/env node
// npm run dev: the shell and every remote on their dev servers with live reload, composed through a
// development registry. Edit a remote standalone (npm run dev -w <remote>) for hot updates.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';

await ensureInstall();
const { run } = await import('./lib/run.mjs');
const { startProcess } = await import('./lib/start-process.mjs');
const { remotes, repoRoot } = await import('./lib/workspaces.mjs');

await run('npm', ['run', 'build', '--silent', '-w', 'shared-contracts'], { cwd: repoRoot });
const registry = { remotes: {} };
for (const remote of remotes()) {
  registry.remotes[remote.folder] = { manifest: `http://localhost:${remote.devPort}/mf-manifest.json`, version: 'dev' };
}
const devDir = path.join(repoRoot, '.host-dev');
await mkdir(devDir, { recursive: true });
await writeFile(path.join(devDir, 'registry.json'), JSON.stringify(registry, null, 2));

const env = { NODE_ENV: 'development' };
await Promise.all(
  remotes().map((remote) =>
    startProcess(remote.folder, 'npm', ['run', 'dev', '--silent', '-w', remote.folder], {
      cwd: repoRoot,
      env,
      ready: /compiled|Loopback/i,
    }),
  ),
);
await startProcess('shell', 'npm', ['run', 'dev', '--silent', '-w', 'shell'], { cwd: repoRoot, env, ready: /compiled|Loopback/i });
console.log('\nDevelopment shop at http://localhost:3000 (remotes: ' + Object.keys(registry.remotes).join(', ') + ')\n');
