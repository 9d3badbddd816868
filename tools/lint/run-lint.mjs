#!/usr/bin/env node
// ESLint over the whole tree (no cache: the figure is a fresh clone's); fails on any problem, prints the time.
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/workspaces.mjs';

const started = performance.now();
const eslint = new ESLint({ cwd: repoRoot });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output) console.log(output);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
console.log(`Lint: ${results.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s, ${problems} problems`);
process.exit(problems ? 1 : 0);
