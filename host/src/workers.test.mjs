import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { hostWorkers, renderingProcessFlags } from './workers.mjs';

const server = path.join(import.meta.dirname, 'server.mjs');
let root;

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'remac-workers-test-'));
  await mkdir(path.join(root, 'shell'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>ReMac</title></head><body><div id="root"></div></body></html>',
  );
});

after(() => rm(root, { recursive: true, force: true }));

const childrenOf = (pid) => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};
const alive = (pid) => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the host as `npm start` would; resolves with the process once it says it serves. */
function startHost(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server, '--port', '0', '--dir', root, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Host serving')) resolve({ child, output });
    });
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
}

test('HOST_WORKERS defaults to the number of cores and must be a whole number', () => {
  assert.equal(hostWorkers(undefined), os.availableParallelism());
  assert.equal(hostWorkers('3'), 3);
  assert.throws(() => hostWorkers('0'), /whole number/);
  assert.throws(() => hostWorkers('two'), /whole number/);
});

test('--workers runs that many host processes on one port, and they end with the host', async () => {
  const { child, output } = await startHost(['--workers', '3']);
  assert.match(output, /3 processes/);
  const workers = childrenOf(child.pid);
  assert.equal(workers.length, 3);
  for (const pid of workers) {
    assert.match(execFileSync('ps', ['-o', 'args=', '-p', pid.trim()], { encoding: 'utf8' }), /--max-semi-space-size=64/);
  }
  // Killed without a chance to clean up: the processes it started must not outlive it.
  child.kill('SIGKILL');
  for (let tries = 0; workers.some(alive) && tries < 100; tries += 1) await delay(100);
  assert.deepEqual(workers.filter(alive), []);
});

test('rendering processes get larger young-generation semi-spaces, unless the operator chose a size', () => {
  assert.deepEqual(renderingProcessFlags(['--enable-source-maps'], ''), ['--enable-source-maps', '--max-semi-space-size=64']);
  assert.deepEqual(renderingProcessFlags(['--max-semi-space-size=16'], ''), ['--max-semi-space-size=16']);
  assert.deepEqual(renderingProcessFlags([], '--max-old-space-size=2048 --max-semi-space-size=32'), []);
});

test('HOST_WORKERS=1 serves from the one process', async () => {
  const { child, output } = await startHost([], { HOST_WORKERS: '1' });
  assert.doesNotMatch(output, /processes/);
  assert.deepEqual(childrenOf(child.pid), []);
  child.kill('SIGTERM');
});
