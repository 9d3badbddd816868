import { spawn } from 'node:child_process';

/**
 * Starts a long-running process and resolves once its output matches `ready`: a pattern tested on
 * each chunk, or a test of all the output so far. Its output is passed through with a prefix; it dies with us.
 */
export function startProcess(label, command, args, { ready, env, cwd, timeoutMs = 120_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const timer = setTimeout(() => reject(new Error(`${label} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    // Kept only until ready: the process may run for hours and log all the while.
    let output = '';
    let started = false;
    const onData = (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(/^(?=.)/gm, `[${label}] `));
      if (started) return;
      output += text;
      if (typeof ready === 'function' ? ready(output) : ready.test(text)) {
        started = true;
        output = '';
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with code ${code}`));
    });
    process.on('exit', () => child.kill());
  });
}
