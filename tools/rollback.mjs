#!/usr/bin/env node
// npm run rollback -- <remote>: point the registry back at the remote's previous release.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/workspaces.mjs';
import { rollbackRemote } from './release/publish.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: process.env.HOST_DIR ?? '.host' } },
});
const name = positionals[0];
if (!name) {
  console.error('Usage: npm run rollback -- <remote>');
  process.exit(2);
}
try {
  const version = await rollbackRemote({ name, hostDir: path.resolve(repoRoot, values.dir) });
  console.log(`Rolled ${name} back to ${version}.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
