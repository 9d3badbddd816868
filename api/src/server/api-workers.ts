import cluster, { type Worker } from 'node:cluster';
import { watchParent } from '../lib/watch-parent.js';

/**
 * API_WORKERS: how many API processes share the port (node:cluster), 1 by default. Above 1 the database must be a
 * PostgreSQL server: an embedded database's folder belongs to one process.
 */
export function apiWorkers(setting: string | undefined, databaseUrl: string | undefined): number {
  if (setting === undefined || setting === '') return 1;
  if (!/^[1-9]\d*$/.test(setting)) throw new Error(`API_WORKERS must be a whole number of processes, not "${setting}"`);
  const count = Number(setting);
  if (count > 1 && !databaseUrl) {
    throw new Error(`API_WORKERS=${count} needs DATABASE_URL: the embedded database (PGlite) belongs to one process`);
  }
  return count;
}

const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));

/**
 * The primary of API_WORKERS processes: forks them (each runs main.ts as a whole API: migrations and seed happen
 * once, under their lock), replaces one that dies once all have started, and on SIGTERM, SIGINT or its parent's end
 * stops them (each answers its requests in flight) before it ends. Connections are handed to them in turn.
 */
export function startApiWorkers(count: number): void {
  let started = 0;
  let stopping = false;
  let exitCode = 0;
  let restartDelayMs = 0;
  const forkedAt = new Map<number, number>();
  cluster.on('fork', (worker) => forkedAt.set(worker.id, Date.now()));
  cluster.on('listening', () => {
    started += 1;
    if (started === count) console.log(`API: ${count} processes`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!alive().length) process.exit(exitCode);
      return;
    }
    // One that could not start (database unreachable, port taken) would fail again.
    if (started < count) {
      console.error(`API not started: an API process ended while starting (${signal ?? code})`);
      stop(1);
      return;
    }
    // A process that keeps dying young (its database gone) is restarted at growing intervals, not in a tight loop.
    const lived = Date.now() - (forkedAt.get(worker.id) ?? 0);
    forkedAt.delete(worker.id);
    restartDelayMs = lived < 10_000 ? Math.min(30_000, Math.max(1_000, restartDelayMs * 2)) : 0;
    const after = restartDelayMs ? ` in ${restartDelayMs / 1000} s` : '';
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another${after}`);
    setTimeout(() => stopping || cluster.fork(), restartDelayMs);
  });
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = alive();
    if (!workers.length) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop());
  process.on('SIGINT', () => stop());
  watchParent(() => stop());
  for (let index = 0; index < count; index += 1) cluster.fork();
}
