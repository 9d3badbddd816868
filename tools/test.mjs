#!/usr/bin/env node
// npm test: install if needed, build every workspace, then every check and test suite in turn.
// Prints one summary line "N passed, N failed" at the end; exits non-zero if anything failed.
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';

await ensureInstall();
const { buildAll } = await import('./lib/build-all.mjs');
const { run, runSideBySide } = await import('./lib/run.mjs');
const { repoRoot, workspaces } = await import('./lib/workspaces.mjs');
const { apiCounts, jestCounts, playwrightCounts, tapCounts } = await import('./lib/test-counts.mjs');

const reports = path.join(repoRoot, 'test-reports');
await mkdir(reports, { recursive: true });
const npx = (...args) => ['npx', args];
const started = performance.now();
const api = workspaces().find((workspace) => workspace.role === 'api' && workspace.scripts.test);

const steps = [
  {
    // Each of these keeps one core busy for 2–20 s: two at a time on the two-core CI machine.
    name: 'static checks (type-check per workspace, boundaries, lint, format), two at a time',
    sideBySide: [
      ...workspaces()
        .filter((workspace) => workspace.scripts.typecheck)
        .map((workspace) => ({
          name: `type-check ${workspace.folder}`,
          command: ['npm', ['run', 'typecheck', '--silent', '-w', workspace.folder]],
        })),
      { name: 'boundaries', command: ['node', ['tools/check-boundaries.mjs']] },
      { name: 'lint (ESLint)', command: ['node', ['tools/lint/run-lint.mjs']] },
      { name: 'format (Prettier)', command: npx('prettier', '--check', '--log-level', 'warn', '.') },
    ],
  },
  {
    // Explicit files: given the folder, node --test also runs tools/test.mjs itself (its name matches `test.mjs`).
    // The host workspace's tests run here too. A file per core: node's default, a core fewer than the machine has,
    // is one at a time on the 2-core CI machine (25 s against 16).
    name: 'tooling tests (node --test)',
    command: [
      'sh',
      [
        '-c',
        `node --test --test-concurrency=${availableParallelism()} --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=${reports}/tools.tap $(find tools host remote-kit -name '*.test.mjs' -not -path '*/node_modules/*')`,
      ],
    ],
    counts: () => tapCounts(`${reports}/tools.tap`),
  },
  // The built pages' first-view JavaScript against its budgets (tools/size/budgets.mjs): one browser, five pages.
  { name: 'first-view JavaScript budgets (npm run size -- --check)', command: ['node', ['tools/size.mjs', '--check']] },
  {
    name: 'unit and component tests (jest)',
    command: npx('jest', '--json', `--outputFile=${reports}/jest.json`),
    counts: () => jestCounts(`${reports}/jest.json`),
  },
  ...(api
    ? [
        {
          name: 'API integration tests (PGlite and PostgreSQL)',
          command: ['bash', ['-c', `set -o pipefail; npm test -w ${api.folder} 2>&1 | tee ${reports}/api.log`]],
          counts: () => apiCounts(`${reports}/api.log`),
        },
      ]
    : []),
  {
    name: 'browser tests (Playwright, Chromium)',
    command: npx('playwright', 'test'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
  },
];

const buildSeconds = await buildAll();
console.log('Build seconds per workspace:', buildSeconds);

let passed = 0;
let failed = 0;
const failedSteps = [];
const stepSeconds = {};
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  if (step.sideBySide) {
    failedSteps.push(
      ...(await runSideBySide(
        step.sideBySide.map((task) => ({ ...task, options: { cwd: repoRoot } })),
        2,
      )),
    );
  } else {
    const [command, args] = step.command;
    try {
      await run(command, args, { cwd: repoRoot, env: { ...process.env, ...step.env } });
    } catch {
      failedSteps.push(step.name);
    }
  }
  stepSeconds[step.name] = Math.round((performance.now() - stepStarted) / 1000);
  if (step.counts) {
    const counts = await step.counts().catch(() => ({ passed: 0, failed: 1 }));
    passed += counts.passed;
    failed += counts.failed;
  }
}

console.log('\nSeconds per step:', stepSeconds);
const minutes = ((performance.now() - started) / 60000).toFixed(1);
if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`${passed} passed, ${failed + (failedSteps.length && !failed ? failedSteps.length : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
