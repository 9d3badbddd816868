import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kyselyPool } from '../../src/db/postgres-pool.js';

const url = process.env.TEST_DATABASE_URL;

describe('The PostgreSQL pool as the API uses it', { skip: url ? false : 'PostgreSQL only (the postgres phase)' }, () => {
  it('closes a connection whose statement went unanswered, so the next statement gets a fresh one', async () => {
    // One connection, and a client that waits 300 ms for an answer: a statement sleeping 3 s goes unanswered.
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: kyselyPool(new pg.Pool({ connectionString: url, max: 1, query_timeout: 300 }), 500) }),
    });
    try {
      await assert.rejects(sql`select pg_sleep(${3})`.execute(db), /Query read timeout/);
      // Handed back to the pool, that connection would still be busy with the sleep: this would time out behind it.
      const { rows } = await sql<{ one: number }>`select ${1}::int as one`.execute(db);
      assert.deepEqual(rows, [{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
