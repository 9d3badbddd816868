import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startApi } from './support/api-process.js';

/**
 * Data written through the API survives a restart. Runs on its own (the runner stops the shared server first,
 * since a PGlite data folder has one owner): RESTART_ENV holds the data folder or DATABASE_URL to reuse.
 */
const env = JSON.parse(process.env.RESTART_ENV ?? '{}') as Record<string, string>;

async function call(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('Restart', () => {
  it('keeps accounts and tokens written before a restart', async () => {
    const email = `restart-${Date.now()}@example.gr`;
    const password = 'survives restarts';
    const first = await startApi(env);
    let refreshToken: string;
    try {
      const registered = await call(first.url, '/graphql', {
        query: 'mutation ($i: RegisterInput!) { register(input: $i) { status } }',
        variables: { i: { email, password, passwordConfirmation: password } },
      });
      assert.equal(registered.json.data.register.status, 'SUCCESS');
      const tokens = await call(first.url, '/oauth/token', { grant_type: 'password', username: email, password });
      refreshToken = tokens.json.refresh_token;
      assert.ok(refreshToken);
    } finally {
      await first.stop();
    }
    const second = await startApi(env);
    try {
      const login = await call(second.url, '/oauth/token', { grant_type: 'password', username: email, password });
      assert.equal(login.status, 200);
      const refreshed = await call(second.url, '/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
      assert.equal(refreshed.status, 200, 'a refresh token issued before the restart still works');
      const user = await call(
        second.url,
        '/graphql',
        { query: '{ user { email } }' },
        { authorization: `Bearer ${refreshed.json.access_token}` },
      );
      assert.equal(user.json.data.user.email, email);
      const again = await call(second.url, '/graphql', {
        query: 'mutation ($i: RegisterInput!) { register(input: $i) { status errors { code } } }',
        variables: { i: { email, password, passwordConfirmation: password } },
      });
      assert.equal(again.json.data.register.errors[0].code, 'emailTaken');
    } finally {
      await second.stop();
    }
  });
});

const mainScript = fileURLToPath(new URL('../src/main.js', import.meta.url));

/** True while a process with this pid exists. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Parent watch', () => {
  it('exits when the process that started it dies', async () => {
    // An intermediate parent starts the API with a stdin pipe, reports its pid, then is killed with SIGKILL.
    const launcher = `const { spawn } = require('node:child_process');
      const api = spawn(process.execPath, [${JSON.stringify(mainScript)}], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
      api.stdout.on('data', (d) => { if (String(d).includes('API listening')) console.log('PID ' + api.pid); });`;
    const parent = spawn(process.execPath, ['-e', launcher], {
      env: { ...process.env, ...env, API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.on('data', (chunk: Buffer) => {
        const match = String(chunk).match(/PID (\d+)/);
        if (match) resolve(Number(match[1]));
      });
      parent.once('exit', () => reject(new Error('launcher exited early')));
    });
    assert.ok(alive(pid));
    parent.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(alive(pid), false, 'the API process exited after its parent died');
  });
});
