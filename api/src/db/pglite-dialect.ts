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
import { PgliteThread } from './pglite-thread.js';

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
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

  constructor(private readonly dataDir: string) {}

  async init() {
    this.thread = await PgliteThread.start(this.dataDir);
    this.connection = new PgliteConnection(this.thread);
  }

  async acquireConnection() {
    await this.mutex.lock();
    return this.connection!;
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.mutex.unlock();
  }

  async destroy() {
    await this.thread?.close();
  }
}

/** PGlite in `dataDir` (`memory://` for none), started in a thread of its own when the first query comes. */
export class PgliteDialect implements Dialect {
  constructor(private readonly dataDir: string) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PgliteDriver(this.dataDir);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
