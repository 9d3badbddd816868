#!/usr/bin/env node
// npm run release -- <remote> [--source <folder>]: build only that remote and point the registry at it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/run.mjs';
import { remoteAt, repoRoot, workspaceByFolder } from './lib/workspaces.mjs';
import { publishRemote } from './release/publish.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string' }, dir: { type: 'string', default: process.env.HOST_DIR ?? '.host' } },
});
const name = positionals[0];
// A new remote's first release may come from a folder that is not a workspace yet (its package.json names it).
const remote = (name && workspaceByFolder(name)) ?? (values.source && remoteAt(path.resolve(values.source), name));
if (!remote || remote.role !== 'remote') {
  console.error(`Usage: npm run release -- <remote> [--source <folder>]; "${name ?? ''}" is not a remote`);
  process.exit(2);
}
const sourceDir = values.source ? path.resolve(values.source) : remote.dir;
await run('npx', ['rspack', 'build'], { cwd: sourceDir, env: { ...process.env, NODE_ENV: 'production' } });
const version = await publishRemote({
  name,
  distDir: path.join(sourceDir, 'dist'),
  hostDir: path.resolve(repoRoot, values.dir),
  packageVersion: remote.version,
});
console.log(`Released ${name} ${version}; the registry now points at it.`);
