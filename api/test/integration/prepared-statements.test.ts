import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kyselyPool } from '../../src/db/postgres-pool.js';
import type { Database } from '../../src/db/types.js';

const url = process.env.TEST_DATABASE_URL;

/** The database as the API opens it on PostgreSQL, on one connection (its prepared statements can be read back), bound 2. */
async function withOneConnection(test: (db: Kysely<Database>, prepared: () => Promise<string[]>) => Promise<void>) {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: kyselyPool(new pg.Pool({ connectionString: url, max: 1 }), 2) }),
  });
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(db)).rows.map(
      (row) => row.statement,
    );
  try {
    await test(db, prepared);
  } finally {
    await db.destroy();
  }
}

describe('Prepared statements on PostgreSQL', { skip: url ? false : 'PostgreSQL only (the postgres phase)' }, () => {
  it('prepares a statement with parameters once and answers each run with its own values', () =>
    withOneConnection(async (db, prepared) => {
      const slugs = (await db.selectFrom('products').select('slug').limit(2).execute()).map((row) => row.slug);
      const bySlug = (slug: string) => db.selectFrom('products').select('slug').where('slug', '=', slug).executeTakeFirst();
      assert.deepEqual(await bySlug(slugs[0]!), { slug: slugs[0] });
      assert.deepEqual(await bySlug(slugs[1]!), { slug: slugs[1] });
      assert.equal(await bySlug('no-such-product'), undefined);
      const statements = await prepared();
      assert.equal(statements.length, 2, statements.join('\n'));
      assert.equal(statements.filter((text) => text.includes('"slug" = $1')).length, 1, statements.join('\n'));
    }));

  it('leaves statements without parameters unprepared: they may hold several commands', () =>
    withOneConnection(async (db, prepared) => {
      await sql`select 1 as one; select 2 as two`.execute(db);
      assert.deepEqual(await prepared(), []);
    }));

  it('plans a prepared statement once, without its values, from its first run', () =>
    withOneConnection(async (db) => {
      const matching = (word: string) => sql<{ n: number }>`select count(*)::int as n from products where slug like ${word}`.execute(db);
      assert.ok((await matching('%macbook%')).rows[0]!.n > 0);
      assert.equal((await matching('no-such-product')).rows[0]!.n, 0);
      const { rows } = await sql<{ generic: number; custom: number }>`
        select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement like ${'%slug like $1'}`.execute(db);
      // Both runs on the generic plan; by default PostgreSQL plans the first five runs with their values (custom).
      assert.deepEqual(rows, [{ generic: 2, custom: 0 }]);
    }));

  it('past its bound, a connection runs new statements unprepared, with their own answers', () =>
    withOneConnection(async (db, prepared) => {
      const run = async (n: number, add: number) =>
        (await sql<{ n: number }>`select ${n}::int + ${sql.lit(add)} as n`.execute(db)).rows[0]!.n;
      assert.deepEqual([await run(1, 0), await run(2, 1), await run(3, 2), await run(4, 2)], [1, 3, 5, 6]);
      assert.deepEqual(await prepared(), ['select $1::int + 0 as n', 'select $1::int + 1 as n']);
    }));

  it("keeps answering when another process's migration adds a column to a table it reads whole", () =>
    withOneConnection(async (db) => {
      // A temporary table: this connection's own, as a newer release's table would be to an older process.
      await sql`create temporary table release_rows (id int)`.execute(db);
      await sql`insert into release_rows values (1), (2)`.execute(db);
      const rowsFrom = (id: number) => sql<Record<string, number>>`select * from release_rows where id >= ${id} order by id`.execute(db);
      assert.deepEqual((await rowsFrom(1)).rows, [{ id: 1 }, { id: 2 }]);
      await sql`alter table release_rows add column grade int default 7`.execute(db);
      assert.deepEqual((await rowsFrom(2)).rows, [{ id: 2, grade: 7 }]);
      assert.deepEqual((await rowsFrom(1)).rows, [
        { id: 1, grade: 7 },
        { id: 2, grade: 7 },
      ]);
    }));
});
