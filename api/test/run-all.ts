import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './support/api-process.js';
import { startPostgres } from './support/postgres-server.js';
import { makeSeededTemplate, seededDataDir } from './support/seeded-database.js';

/**
 * `npm test -w api`: the integration suite against a real server on PGlite, then the same suite against
 * a real PostgreSQL server, each followed by the restart test. Prints one summary line at the end.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const suites = readdirSync(path.join(here, 'integration'))
  .filter((f) => f.endsWith('.test.js'))
  .sort()
  .map((f) => path.join(here, 'integration', f));
const only = process.env.API_TEST_ONLY;
const selected = only ? suites.filter((file) => file.includes(only)) : suites;
const scratch = mkdtempSync(path.join(tmpdir(), 'remac-api-test-'));

interface Counts {
  name: string;
  tests: number;
  pass: number;
  fail: number;
  ms: number;
}
const results: Counts[] = [];

function runNodeTests(name: string, files: string[], env: Record<string, string>): Promise<void> {
  const started = Date.now();
  const tap = path.join(scratch, `${name.replace(/\W+/g, '-')}.tap`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--test',
        '--test-concurrency=3',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        ...files,
      ],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', () => {
      const text = readFileSync(tap, 'utf8');
      const count = (key: string) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
      const failed = count('fail') + count('cancelled');
      results.push({
        name,
        tests: count('tests'),
        pass: count('pass'),
        fail: failed || (count('tests') === 0 ? 1 : 0),
        ms: Date.now() - started,
      });
      resolve();
    });
  });
}

async function phase(name: string, env: Record<string, string>, twoProcesses = false) {
  console.log(`\n=== ${name}: integration suite ===`);
  // On PostgreSQL, two processes start together on the empty database: migrations and seed must happen once.
  // The suite orders from one address as one buyer and starts many carts: the shared server lifts the order and cart
  // limits (checkout-limits.test has them).
  const shared = { ...env, API_ORDER_LIMIT_EMAIL: '1000', API_ORDER_LIMIT_ADDRESS: '1000', API_CART_LIMIT_ADDRESS: '100000' };
  const [api, other] = await Promise.all([startApi(shared), twoProcesses ? startApi(shared) : Promise.resolve(null)]);
  try {
    // TEST_DATABASE_URL: for the tests of the database layer itself, on the same server (PostgreSQL only).
    await runNodeTests(name, selected, { API_URL: api.url, TEST_DATABASE_URL: env.DATABASE_URL ?? '' });
    if (other && !only) {
      console.log(`\n=== ${name}: two API processes ===`);
      await runNodeTests(`${name} two processes`, [path.join(here, 'multi-process.test.js')], { API_URL: api.url, API_URL_2: other.url });
    }
  } finally {
    await Promise.all([api.stop(), other?.stop()]);
  }
  if (twoProcesses && !only) {
    console.log(`\n=== ${name}: API processes sharing a port ===`);
    await runNodeTests(`${name} workers`, [path.join(here, 'workers.test.js')], { WORKERS_ENV: JSON.stringify(env) });
  }
  console.log(`\n=== ${name}: restart test ===`);
  await runNodeTests(`${name} restart`, [path.join(here, 'restart.test.js')], { RESTART_ENV: JSON.stringify(env) });
  console.log(`\n=== ${name}: order and cart limits ===`);
  await runNodeTests(`${name} checkout limits`, [path.join(here, 'checkout-limits.test.js')], { LIMITS_ENV: JSON.stringify(env) });
}

// Unit tests of pure modules: every compiled test file under a __tests__ folder of src.
function unitTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return unitTests(full);
    return full.includes(`${path.sep}__tests__${path.sep}`) && entry.name.endsWith('.test.js') ? [full] : [];
  });
}

const started = Date.now();
// The PGlite phase's API and the files on a database of their own start from copies of one seeded database
// (test/support/seeded-database.ts), made while the unit tests run; the PGlite phase reports a failure to make it.
const seeding = makeSeededTemplate(path.join(scratch, 'seeded')).then((variables) => Object.assign(process.env, variables));
seeding.catch(() => undefined);
if (!only) {
  console.log('\n=== unit tests ===');
  await runNodeTests('unit', unitTests(path.join(here, '../src')), {});
}
try {
  await seeding;
  await phase('pglite', { API_DATA_DIR: seededDataDir(scratch) });
} catch (error) {
  console.error(error);
  results.push({ name: 'pglite', tests: 0, pass: 0, fail: 1, ms: 0 });
}
if (process.env.API_TEST_SKIP_POSTGRES !== '1') {
  try {
    const server = await startPostgres();
    try {
      // Every operation runs compiled here (src/server/compiled-execution.ts), as the shop's recurring ones do.
      const env = {
        DATABASE_URL: server.url,
        API_DATA_DIR: path.join(scratch, 'pg-media'),
        API_PRERENDER_MEDIA: '0',
        API_COMPILE_AFTER_USES: '0',
      };
      await phase('postgres', env, true);
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.error(`PostgreSQL phase failed: ${(error as Error).message}`);
    results.push({ name: 'postgres', tests: 0, pass: 0, fail: 1, ms: 0 });
  }
}
rmSync(scratch, { recursive: true, force: true });

const total = results.reduce((sum, r) => ({ tests: sum.tests + r.tests, pass: sum.pass + r.pass, fail: sum.fail + r.fail }), {
  tests: 0,
  pass: 0,
  fail: 0,
});
console.log('');
for (const r of results) console.log(`# ${r.name}: ${r.pass}/${r.tests} passed, ${r.fail} failed, ${(r.ms / 1000).toFixed(1)} s`);
console.log(`# api tests ${total.tests} pass ${total.pass} fail ${total.fail} duration_ms ${Date.now() - started}`);
process.exit(total.fail > 0 ? 1 : 0);
