import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with the time it took, rejects on failure. */
export function run(command, args, options = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Runs a command with its output held back; resolves with { ok, output, ms }. For commands run side by side, whose
 * output would otherwise interleave.
 */
export function runQuietly(command, args, options = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (ok) => resolve({ ok, output: Buffer.concat(chunks).toString(), ms: performance.now() - started });
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs tasks ({ name, command: [command, args] }) at most `width` at a time; resolves with the names that failed. */
export async function runSideBySide(tasks, width, log = console.log) {
  const failed = [];
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const [command, args] = task.command;
      const { ok, output, ms } = await runQuietly(command, args, task.options);
      log(`${ok ? '✓' : '✗'} ${task.name} (${(ms / 1000).toFixed(1)} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      if (!ok) failed.push(task.name);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failed;
}
