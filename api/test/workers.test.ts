import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainScript, startApi } from './support/api-process.js';
import { childrenOf, cpuTicks } from './support/processes.js';

/**
 * API_WORKERS: several API processes on one port (node:cluster). Run by test/run-all in the PostgreSQL phase, after
 * the shared API stopped: WORKERS_ENV holds its DATABASE_URL (already migrated and seeded).
 */
const env = JSON.parse(process.env.WORKERS_ENV ?? '{}') as Record<string, string>;

const productsTotal = async (url: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 24) { total nodes { slug name } } }' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { products: { total: number } } }).data.products.total;
};

describe('API_WORKERS: API processes sharing a port', () => {
  it('answers from every process, replaces one that dies, and stops them all with the primary', { timeout: 120_000 }, async () => {
    const api = await startApi({ ...env, API_WORKERS: '2', API_RESPONSE_CACHE_TTL: '0' });
    let workers: number[] = [];
    try {
      await api.said(/API: 2 processes/);
      workers = childrenOf(api.pid);
      assert.equal(workers.length, 2, `processes under the primary: ${workers.join(', ')}`);

      const before = workers.map(cpuTicks);
      const totals = await Promise.all(Array.from({ length: 200 }, () => productsTotal(api.url)));
      assert.equal(new Set(totals).size, 1);
      const after = workers.map(cpuTicks);
      workers.forEach((pid, index) => assert.ok(after[index]! > before[index]!, `process ${pid} answered nothing`));

      const [killed, survivor] = [workers[0]!, workers[1]!];
      process.kill(killed, 'SIGKILL');
      // The primary says so on stderr, then the replacement says it listens (a third time in all).
      await api.said(new RegExp(`API process ${killed} ended \\(SIGKILL\\); starting another`));
      await api.said(/(API listening[^\n]*\n[\s\S]*){3}/);
      workers = childrenOf(api.pid);
      assert.equal(workers.length, 2);
      assert.ok(workers.includes(survivor) && !workers.includes(killed), `processes now: ${workers.join(', ')}`);
      assert.equal(await productsTotal(api.url), totals[0]);

      // One that dies young is replaced after a pause: with its database gone, that would otherwise be a tight loop.
      const young = workers.find((pid) => pid !== survivor)!;
      process.kill(young, 'SIGKILL');
      await api.said(new RegExp(`API process ${young} ended \\(SIGKILL\\); starting another in \\d+ s`));
      await api.said(/(API listening[^\n]*\n[\s\S]*){4}/);
      workers = childrenOf(api.pid);
    } finally {
      await api.stop();
    }
    const left = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    assert.deepEqual(left, [], 'API processes still running after the primary stopped');
  });

  it('refuses several processes on the embedded database, with the reason', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'remac-workers-'));
    const child = spawn(process.execPath, [mainScript], {
      env: {
        ...process.env,
        API_PORT: '0',
        API_WORKERS: '2',
        DATABASE_URL: '',
        API_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    assert.equal(code, 1);
    assert.match(output, /API_WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) belongs to one process/);
    assert.doesNotMatch(output, /API listening/);
  });
});
