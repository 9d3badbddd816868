import { spawn, type ChildProcess } from 'node:child_process';

/** Starts a host on its own port and folder; resolves once it listens. */
export function spawnHost(dir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/host/server.mjs', '--port', String(port), '--dir', dir], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Host serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`host exited with ${code}`)));
  });
}
