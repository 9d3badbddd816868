import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { Mutex } from '../lib/mutex.js';
import { PgliteThread, type StatementLimit } from './pglite-thread.js';

// PostgreSQL's answer inside a transaction one of whose statements failed (SQLSTATE in_failed_sql_transaction).
const transactionAborted = () =>
  Object.assign(new Error('current transaction is aborted, commands ignored until end of transaction block'), { code: '25P02' });

class PgliteConnection implements DatabaseConnection {
  /** The thread's generation when the open transaction began; null outside one. */
  transactionOf: number | null = null;

  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A restart (a statement past its limit) rolled the open transaction back: nothing more of it may run, nor
    // commit as if whole, until its rollback.
    if (this.transactionOf !== null && this.transactionOf !== this.thread.generation) throw transactionAborted();
    const result = await this.thread.run(query.sql, query.parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

/** PGlite has one connection: a mutex hands it to one caller (or transaction) at a time. */
class PgliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private thread: PgliteThread | null = null;
  private connection: PgliteConnection | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly limit?: StatementLimit,
  ) {}

  async init() {
    this.thread = await PgliteThread.start(this.dataDir, this.limit);
    this.connection = new PgliteConnection(this.thread);
  }

  async acquireConnection() {
    await this.mutex.lock();
    return this.connection!;
  }

  async beginTransaction(conn: PgliteConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
    conn.transactionOf = this.thread!.generation;
  }

  async commitTransaction(conn: PgliteConnection) {
    // Whether it commits or fails, the transaction ends here (as on PostgreSQL).
    const began = conn.transactionOf;
    conn.transactionOf = null;
    if (began !== this.thread!.generation) throw transactionAborted();
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: PgliteConnection) {
    const rolledBackByRestart = conn.transactionOf !== this.thread!.generation;
    conn.transactionOf = null;
    if (!rolledBackByRestart) await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.mutex.unlock();
  }

  async destroy() {
    await this.thread?.close();
  }
}

/**
 * PGlite in `dataDir` (`memory://` for none), started in a thread of its own when the first query comes; a statement
 * runs at most `limit.ms` (pglite-thread.ts).
 */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly dataDir: string,
    private readonly limit?: StatementLimit,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PgliteDriver(this.dataDir, this.limit);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
