import { Worker } from 'node:worker_threads';
import type { PgliteError, PgliteReply, PgliteRequest } from './pglite-messages.js';

export interface PgliteResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

interface Pending {
  resolve(reply: PgliteReply): void;
  reject(error: Error): void;
}

function databaseError(fields: PgliteError): Error {
  return Object.assign(new Error(fields.message), fields);
}

function parseJson(rows: Record<string, unknown>[], columns: string[]) {
  const parse = (value: unknown): unknown =>
    typeof value === 'string' ? JSON.parse(value) : Array.isArray(value) ? value.map(parse) : value;
  for (const row of rows) for (const name of columns) if (row[name] != null) row[name] = parse(row[name]);
}

/**
 * PGlite in a worker thread (pglite-worker.ts): its statements no longer hold the API's event loop, and the API and
 * the database each use a core. One statement at a time, as PGlite has one connection; callers queue (the dialect's mutex).
 */
export class PgliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  static async start(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir } });
    const thread = new PgliteThread(worker);
    await thread.call(0);
    return thread;
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<PgliteResult> {
    const reply = await this.call(this.nextId++, { sql, parameters });
    if (!('rows' in reply)) throw new Error('The embedded database answered a statement without rows');
    parseJson(reply.rows, reply.jsonColumns);
    return reply;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call(this.nextId++, { close: true });
    await this.worker.terminate();
  }

  private call(id: number, request?: Omit<PgliteRequest, 'id'>): Promise<PgliteReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (request) this.worker.postMessage({ id, ...request } satisfies PgliteRequest);
    });
  }

  private settle(reply: PgliteReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ('error' in reply) pending.reject(databaseError(reply.error));
    else pending.resolve(reply);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
  }
}
