import { readFile } from 'node:fs/promises';

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

export async function jestCounts(file) {
  const report = await readJson(file);
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

export async function playwrightCounts(file) {
  const { stats } = await readJson(file);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

/** Counts from a TAP stream (node --test): its closing `# pass N` / `# fail N` lines. */
export async function tapCounts(file) {
  const text = await readFile(file, 'utf8');
  const number = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: number('pass'), failed: number('fail') };
}

/** Counts from the API suite's closing line `# api tests N pass N fail N duration_ms N`. */
export async function apiCounts(file) {
  const text = await readFile(file, 'utf8');
  const match = text.match(/^# api tests \d+ pass (\d+) fail (\d+)/m);
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : { passed: 0, failed: 1 };
}
