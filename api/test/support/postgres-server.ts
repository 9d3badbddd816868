import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childrenOf } from './processes.js';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  url: string;
  /** The postmaster's process id (the bench counts the CPU time of it and its backends). */
  pid(): number;
  /** Shuts the server down (fast shutdown: sessions end) and keeps its data, for `resume`. */
  halt(): Promise<void>;
  /** Starts the halted server again, on the same port and data. */
  resume(): Promise<void>;
  /** Stops every process of the server (SIGSTOP): connections stay open and nothing answers, as on a hung host. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs a command as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitForConnection(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Starts the postmaster on `data` and resolves once it accepts connections. */
async function launch(data: string, socketDir: string, port: number, admin: string) {
  const [cmd, args] = asPostgres(path.join(BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=100',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForConnection(admin, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  return { launcher: child, exited };
}

/** A throw-away PostgreSQL cluster (Debian's postgresql 15) in a temp folder on a free localhost port. */
export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(path.join(BIN, 'initdb')) || !existsSync(path.join(BIN, 'postgres'))) {
    throw new Error(`PostgreSQL server binaries not found in ${BIN}: install Debian's postgresql (15) or set PG_BIN`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'remac-pg-'));
  if (process.getuid?.() === 0) {
    const id = (name: string) => Number(execFileSync('id', [name, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPostgres(path.join(BIN, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = await launch(data, dir, port, admin);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('create database remac');
  await client.end();
  const postmaster = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // The postmaster and its children (backends, checkpointer, …): the postmaster alone would leave sessions answering.
  const serverProcesses = () => [postmaster(), ...childrenOf(postmaster())];
  let halted = false;
  let frozen = false;
  const signalAll = (signal: NodeJS.Signals) => serverProcesses().forEach((pid) => process.kill(pid, signal));
  // runuser stops itself when it sees its child stopped, and left stopped would never reap the postmaster: it is
  // stopped first and continued last, so that it never sees the postmaster stopped.
  const stopAll = () => {
    running.launcher.kill('SIGSTOP');
    signalAll('SIGSTOP');
  };
  const continueAll = () => {
    signalAll('SIGCONT');
    running.launcher.kill('SIGCONT');
  };
  const halt = async () => {
    if (halted) return;
    if (frozen) continueAll();
    // runuser does not pass signals on: stop the postmaster itself (fast shutdown).
    process.kill(postmaster(), 'SIGINT');
    await running.exited;
    halted = true;
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/remac`,
    pid: postmaster,
    halt,
    resume: async () => {
      running = await launch(data, dir, port, admin);
      halted = false;
    },
    freeze: () => {
      stopAll();
      frozen = true;
    },
    thaw: () => {
      continueAll();
      frozen = false;
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
