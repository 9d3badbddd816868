import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
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

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // PGlite runs a statement in this thread and answers in microtasks: without a turn of the event loop between
    // statements, a busy API read no new request and accepted no new connection until all work in hand was done
    // (under load, a visitor's first request waited up to 7 s while others took 0.5 s).
    await nextTurn();
    // Without parameters use the simple protocol, which accepts several statements (migrations).
    const result =
      query.parameters.length === 0
        ? ((await this.client.exec(query.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.client.query<R>(query.sql, query.parameters as unknown[]);
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
  private readonly connection: PgliteConnection;

  constructor(private readonly client: PGlite) {
    this.connection = new PgliteConnection(client);
  }

  async init() {}

  async acquireConnection() {
    await this.mutex.lock();
    return this.connection;
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
    await this.client.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PgliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
