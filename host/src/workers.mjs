import cluster from 'node:cluster';
import os from 'node:os';
import { exitWithParent } from './exit-with-parent.mjs';

/** `--workers` / HOST_WORKERS: a whole number of host processes, by default one per core. */
export function hostWorkers(setting) {
  if (setting === undefined || setting === '') return os.availableParallelism();
  if (!/^[1-9]\d*$/.test(setting)) throw new Error(`HOST_WORKERS / --workers must be a whole number of processes, not "${setting}"`);
  return Number(setting);
}

/**
 * V8 settings for a rendering process: a render allocates a lot that dies young (the answers, their cache
 * entries, the markup); with V8's default young generation, garbage collection took 10-12 % of a process's
 * CPU. 64 MB semi-spaces cut the CPU per page by 5-10 % (docs/performance.md). A size the operator set
 * (NODE_OPTIONS or the command line) is kept.
 */
export function renderingProcessFlags(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => /^--max-semi-space-size\b/.test(flag));
  return given ? execArgv : [...execArgv, '--max-semi-space-size=64'];
}

/**
 * Starts `count` copies of this script as workers sharing the primary's port (node:cluster hands
 * them the connections in turn). Resolves once all listen. A worker that dies is replaced; the
 * workers stop with the primary, and the primary with its parent.
 */
export async function startWorkers(count) {
  let stopping = false;
  let started = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that could not start (port taken, bad folder) would fail again: the host does not start.
    if (!started) {
      console.error(`Host not started: a host process ended while starting (${signal ?? code})`);
      process.exit(1);
    }
    console.error(`Host process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const listening = new Promise((resolve) => {
    let ready = 0;
    cluster.on('listening', () => {
      ready += 1;
      if (ready === count) resolve();
    });
  });
  // A connection handed to a worker that is ending (EPIPE) must not take the primary down with it.
  cluster.on('fork', (worker) => worker.on('error', (error) => console.error(`Host process ${worker.process.pid}: ${error.message}`)));
  cluster.setupPrimary({ execArgv: renderingProcessFlags() });
  for (let index = 0; index < count; index += 1) cluster.fork();
  // Each process answers its requests in flight before it ends; the primary, which holds the port, waits for them.
  exitWithParent(() => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    const ended = workers.map((worker) => new Promise((resolve) => worker.process.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    return Promise.all(ended);
  });
  await listening;
  started = true;
}
