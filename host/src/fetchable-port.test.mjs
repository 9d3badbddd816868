import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Exit code and output of a command expected to fail. */
async function failure(args, env = {}) {
  const error = await run(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 30_000 }).then(
    () => assert.fail(`${args.join(' ')} started`),
    (error) => error,
  );
  return { code: error.code, output: `${error.stdout}${error.stderr}` };
}

test("the host refuses at start-up an API on a port Node's fetch refuses, saying why", async () => {
  const { code, output } = await failure(['host/src/server.mjs', '--port', '0', '--dir', '.', '--api', 'http://127.0.0.1:4190']);
  assert.equal(code, 1);
  assert.match(
    output,
    /The API URL http:\/\/127.0.0.1:4190 uses port 4190, which Node's fetch and browsers refuse \(a WHATWG "bad port"\)/,
  );
});

test('npm start refuses such an API_PORT before building anything', async () => {
  const { code, output } = await failure(['tools/start.mjs'], { API_PORT: '4190' });
  assert.equal(code, 1);
  assert.match(output, /npm start stopped: API_PORT: the API URL http:\/\/127.0.0.1:4190 uses port 4190/);
  assert.doesNotMatch(output, /Building/);
});
