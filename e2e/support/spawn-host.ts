import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedHost extends ChildProcess {
  /** Everything the host wrote to its output so far. */
  output: () => string;
}

/** Starts a host on its own port and folder (and, with `apiUrl`, rendering with that API); resolves once it listens. */
export function spawnHost(dir: string, port: number, { apiUrl }: { apiUrl?: string } = {}): Promise<SpawnedHost> {
  return new Promise((resolve, reject) => {
    const args = ['host/src/server.mjs', '--port', String(port), '--dir', dir, ...(apiUrl ? ['--api', apiUrl] : [])];
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] }) as SpawnedHost;
    let output = '';
    child.output = () => output;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Host serving')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      onData(chunk);
    });
    child.on('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
}
