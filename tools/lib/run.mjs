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
