#!/usr/bin/env node
// npm run build: every workspace, contracts first; prints the seconds each took.
import { ensureInstall } from './lib/ensure-install.mjs';

await ensureInstall();
const { buildAll } = await import('./lib/build-all.mjs');
const started = performance.now();
const timings = await buildAll();
console.log('Build seconds per workspace:', timings);
console.log(`Full build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
