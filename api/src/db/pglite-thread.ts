import { Worker } from 'node:worker_threads';
import type { PgliteError, PgliteReply, PgliteRequest } from './pglite-messages.js';

export interface PgliteResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

/** How long a statement may run (0: no limit); read at each statement, so the API can set it after its startup work. */
export interface StatementLimit {
  ms: number;
}

interface Pending {
  resolve(reply: PgliteReply): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

function databaseError(fields: PgliteError): Error {
  return Object.assign(new Error(fields.message), fields);
}

// PostgreSQL's own answer to a statement past statement_timeout (SQLSTATE query_canceled).
const statementTimedOut = () => databaseError({ code: '57014', message: 'canceling statement due to statement timeout' });

function parseJson(rows: Record<string, unknown>[], columns: string[]) {
  const parse = (value: unknown): unknown =>
    typeof value === 'string' ? JSON.parse(value) : Array.isArray(value) ? value.map(parse) : value;
  for (const row of rows) for (const name of columns) if (row[name] != null) row[name] = parse(row[name]);
}

/**
 * PGlite in a worker thread (pglite-worker.ts): its statements no longer hold the API's event loop, and the API and
 * the database each use a core. One statement at a time, as PGlite has one connection; callers queue (the dialect's mutex).
 *
 * PGlite ignores statement_timeout (it has no timer signals), and its one connection makes a runaway statement stall
 * every request. So the thread keeps the limit itself: past it, the statement fails as on PostgreSQL (57014), the
 * worker is stopped mid-statement and PGlite reopens its data directory, which recovers as after a crash (the open
 * transaction is rolled back). An in-memory database would be lost by that, so it has no limit.
 */
export class PgliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;
  private worker!: Worker;
  private started: Promise<void>;
  /** Counts the restarts: a transaction begun before one was rolled back by it. */
  generation = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly limit: StatementLimit,
  ) {
    this.started = this.spawn();
  }

  static async start(dataDir: string, limit: StatementLimit = { ms: 0 }): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, limit);
    await thread.started;
    return thread;
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<PgliteResult> {
    await this.started;
    const limitMs = this.dataDir === 'memory://' ? 0 : this.limit.ms;
    const reply = await this.call(this.nextId++, { sql, parameters }, limitMs);
    if (!('rows' in reply)) throw new Error('The embedded database answered a statement without rows');
    parseJson(reply.rows, reply.jsonColumns);
    return reply;
  }

  async close(): Promise<void> {
    await this.started.catch(() => undefined);
    if (!this.failure) await this.call(this.nextId++, { close: true });
    await this.worker.terminate();
  }

  private spawn(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir: this.dataDir } });
    worker.on('message', (reply: PgliteReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
    this.worker = worker;
    return this.call(0).then(() => undefined);
  }

  private call(id: number, request?: Omit<PgliteRequest, 'id'>, limitMs = 0): Promise<PgliteReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = limitMs > 0 ? setTimeout(() => this.timeOut(id, request?.sql ?? ''), limitMs) : undefined;
      this.pending.set(id, { resolve, reject, timer });
      if (request) this.worker.postMessage({ id, ...request } satisfies PgliteRequest);
    });
  }

  private settle(reply: PgliteReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if ('error' in reply) pending.reject(databaseError(reply.error));
    else pending.resolve(reply);
  }

  private timeOut(id: number, sql: string) {
    const pending = this.pending.get(id);
    if (!pending) return;
    pending.reject(statementTimedOut());
    // With the statement, the worker goes, and whatever else awaited it (nothing but the statement, as callers queue).
    this.fail(new Error('The embedded database restarted'), false);
    console.error(`API database: a statement ran past ${this.limit.ms} ms; the embedded database restarts (${sql.slice(0, 120)}…)`);
    const stopped = this.worker;
    stopped.removeAllListeners();
    this.generation += 1;
    this.started = stopped.terminate().then(() => this.spawn());
    this.started.catch((error: Error) => this.fail(error));
  }

  /** Rejects what awaits the worker; `final`: and everything asked from now on. */
  private fail(error: Error, final = true) {
    if (final) this.failure ??= error;
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(this.failure ?? error);
    }
    this.pending.clear();
  }
}
