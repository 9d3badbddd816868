import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

interface NginxConfig {
  writeNginxConfig: (options: {
    dir: string;
    listen: string;
    upstreams: string[];
    workerProcesses?: number;
    showUpstream?: boolean;
  }) => Promise<string>;
  nginxArguments: (dir: string) => string[];
}
const nginxConfig = () => import('../../deploy/nginx/nginx-config.mjs') as Promise<NginxConfig>;

const slot = Number(process.env.E2E_SLOT ?? 0);
const port = (base: number) => base + slot * 100;
const folder = (name: string) => path.resolve(slot ? `${name}-${slot}` : name);

/** Ports and folders of the HTTP cache and scale-out tests (moved by E2E_SLOT as in ports.ts). */
export const cachePorts = { host: port(4360), nginx: port(4361) };
export const cacheDirs = { nginx: folder('.tmp-nginx'), host: folder('.tmp-cache-host'), source: folder('.tmp-cache-content') };
export const scaleOutPorts = { nginx: port(4365), hosts: [port(4366), port(4367)] };
export const scaleOutDirs = { nginx: folder('.tmp-nginx-scale-out'), apiMedia: folder('.tmp-scale-out-media') };

export interface Started extends ChildProcess {
  output: () => string;
}

/** Starts a process and resolves once its output says `ready`; its output is kept for the test to read. */
export function startLogged(command: string, args: string[], ready: RegExp, env: Record<string, string> = {}): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] }) as Started;
    let output = '';
    child.output = () => output;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

/** A host on `port` serving `dir`, rendering with `apiUrl`; `env` adds settings (HOST_WORKERS, HOST_PAGE_S_MAXAGE, LOG_LEVEL). */
export function startHost(dir: string, port: number, apiUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const args = ['host/src/server.mjs', '--port', String(port), '--dir', dir, '--api', apiUrl];
  return startLogged(process.execPath, args, /Host serving/, env);
}

/** nginx from the repo's template (deploy/nginx) in `dir`, on `port`, in front of `upstreams`; resolves once it answers. */
export async function startNginx(
  dir: string,
  port: number,
  upstreams: number[],
  options: { workerProcesses?: number; showUpstream?: boolean } = {},
): Promise<ChildProcess> {
  const { nginxArguments, writeNginxConfig } = await nginxConfig();
  await rm(dir, { recursive: true, force: true });
  await writeNginxConfig({ dir, listen: `127.0.0.1:${port}`, upstreams: upstreams.map((upstream) => `127.0.0.1:${upstream}`), ...options });
  const nginx = spawn(process.execPath, ['deploy/nginx/nginx-with-parent.mjs', ...nginxArguments(dir)], { stdio: 'inherit' });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/registry.json`);
      return nginx;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Stops nginx (its wrapper ends the master, the master its workers) and removes its folder. */
export async function stopNginx(nginx: ChildProcess | undefined, dir: string): Promise<void> {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
}
