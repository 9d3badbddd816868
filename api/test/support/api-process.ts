import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const mainScript = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../src/main.js');

export interface ApiProcess {
  url: string;
  pid: number;
  /** Settles when the process has exited, however it was stopped. */
  exited: Promise<void>;
  /** Settles once the process's output matches `pattern` (or it has exited). */
  said(pattern: RegExp): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the real API (dist/src/main.js) on a free port and resolves when it prints its listening line. */
export function startApi(env: Record<string, string | undefined>, timeoutMs = 120_000): Promise<ApiProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [mainScript], {
      env: { ...process.env, API_PORT: '0', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    const listeners = new Set<() => void>();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before listening:\n${output}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const listener of listeners) listener();
      const match = output.match(/API listening on (http:\/\/\S+)/);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        pid: child.pid!,
        exited,
        said: (pattern) =>
          new Promise<void>((done) => {
            const check = () => {
              if (pattern.test(output)) done();
            };
            listeners.add(check);
            void exited.then(() => done());
            check();
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
