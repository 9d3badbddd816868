import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { PgliteDialect } from '../pglite-dialect.js';

/** The embedded database as the API uses it: PGlite in a thread of its own, statements prepared once. */
describe('PGlite in its own thread', () => {
  const db = new Kysely<unknown>({ dialect: new PgliteDialect('memory://') });

  before(async () => {
    await sql`create table items (id int primary key, name text unique, stock int not null)`.execute(db);
    await sql`insert into items values (1, 'air', 3), (2, 'pro', 0), (3, 'mini', 5)`.execute(db);
  });
  after(() => db.destroy());

  it('answers with typed values however often a statement runs (JSON, arrays of JSON, dates, nulls)', async () => {
    const read = () =>
      sql<{ n: number; at: Date; doc: { name: string }; docs: { id: number }[]; missing: string | null }>`
        select ${7}::int as n, now() as at, jsonb_build_object('name', ${'air'}::text) as doc,
          array[jsonb_build_object('id', 1), jsonb_build_object('id', 2)] as docs, ${null}::text as missing`.execute(db);
    const first = (await read()).rows[0]!;
    const again = (await read()).rows[0]!;
    for (const row of [first, again]) {
      assert.equal(row.n, 7);
      assert.ok(row.at instanceof Date);
      assert.deepEqual(row.doc, { name: 'air' });
      assert.deepEqual(row.docs, [{ id: 1 }, { id: 2 }]);
      assert.equal(row.missing, null);
    }
  });

  it('counts the rows each run of a write changed', async () => {
    const reserve = (least: number) => sql`update items set stock = stock - 1 where stock >= ${least}`.execute(db);
    assert.equal((await reserve(1)).numAffectedRows, 2n);
    assert.equal((await reserve(4)).numAffectedRows, 1n);
    assert.equal((await reserve(9)).numAffectedRows, 0n);
  });

  it("carries PostgreSQL's error to the caller, and the next statement runs", async () => {
    const insert = (id: number, name: string) => sql`insert into items values (${id}, ${name}, 1)`.execute(db);
    await assert.rejects(insert(4, 'air'), (error: { code?: string; constraint?: string }) => {
      assert.equal(error.code, '23505');
      assert.equal(error.constraint, 'items_name_key');
      return true;
    });
    await insert(4, 'studio');
    const { rows } = await sql<{ name: string }>`select name from items where id = ${4}`.execute(db);
    assert.deepEqual(rows, [{ name: 'studio' }]);
  });

  it('rolls back a failed transaction whole', async () => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await sql`insert into items values (${5}, ${'imac'}, 1)`.execute(trx);
        await sql`insert into items values (${6}, ${'imac'}, 1)`.execute(trx);
      }),
      { code: '23505' },
    );
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from items where name = ${'imac'}`.execute(db);
    assert.deepEqual(rows, [{ n: 0 }]);
  });

  it("keeps answering a prepared `select *` after its table's columns changed", async () => {
    const byId = () => sql<Record<string, unknown>>`select * from items where id = ${1}`.execute(db);
    assert.equal(Object.keys((await byId()).rows[0]!).length, 3);
    await sql`alter table items add column colour text not null default 'silver'`.execute(db);
    assert.equal((await byId()).rows[0]!.colour, 'silver');
  });

  it('plans a prepared statement once, without its values, and answers each run with its own', async () => {
    const from = (least: number) => sql<{ n: number }>`select n from generate_series(1, 3) as n where n >= ${least}`.execute(db);
    assert.deepEqual((await from(2)).rows, [{ n: 2 }, { n: 3 }]);
    assert.deepEqual((await from(3)).rows, [{ n: 3 }]);
    const { rows } = await sql<{ generic: number; custom: number }>`
      select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
      where statement like ${'%generate_series(1, 3)%'}`.execute(db);
    // Both runs on the generic plan; by default PostgreSQL plans the first five runs with their values (custom).
    assert.deepEqual(rows, [{ generic: 2, custom: 0 }]);
  });

  it("leaves the API's event loop free while a statement runs", async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await sql`select count(*) from generate_series(1, ${3_000_000}::int)`.execute(db);
    counting = false;
    // On the API's own thread PGlite held the loop for the whole statement: no turn between its start and its end.
    assert.ok(turns >= 10, `turns of the event loop meanwhile: ${turns}`);
  });
});

describe('PGlite with a statement limit', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'remac-pglite-limit-'));
  const limit = { ms: 0 };
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(dataDir, limit) });
  // Hours of work: without the limit, the test times out.
  const runaway = (on: Kysely<unknown>) => sql`select count(*) from generate_series(1, ${10 ** 12}::bigint)`.execute(on);
  const names = async () => (await sql<{ name: string }>`select name from items order by id`.execute(db)).rows.map((row) => row.name);

  before(async () => {
    await sql`create table items (id int primary key, name text not null)`.execute(db);
    await sql`insert into items values (1, 'air')`.execute(db);
    // Well above what a short statement takes on a busy machine (the unit tests run three files at once on
    // two cores): the statement after a restart plans on a cold database and has taken over 400 ms there.
    limit.ms = 2_000;
  });
  after(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops a statement past its limit as PostgreSQL does, and answers the next one with the data kept', async () => {
    await assert.rejects(runaway(db), { code: '57014', message: 'canceling statement due to statement timeout' });
    await sql`insert into items values (2, 'pro')`.execute(db);
    assert.deepEqual(await names(), ['air', 'pro']);
  });

  it('rolls back the transaction the limit stopped', async () => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await sql`insert into items values (3, 'mini')`.execute(trx);
        await runaway(trx);
      }),
      { code: '57014' },
    );
    assert.deepEqual(await names(), ['air', 'pro']);
  });

  it('runs nothing more of that transaction, nor commits it, when its caller carries on', async () => {
    const carriedOn = db.transaction().execute(async (trx) => {
      await sql`insert into items values (4, 'studio')`.execute(trx);
      await runaway(trx).catch(() => undefined);
      await sql`insert into items values (5, 'imac')`.execute(trx);
    });
    await assert.rejects(carriedOn, { code: '25P02' });
    const committedAnyway = db.transaction().execute(async (trx) => {
      await sql`insert into items values (6, 'studio')`.execute(trx);
      await runaway(trx).catch(() => undefined);
    });
    await assert.rejects(committedAnyway, { code: '25P02' });
    assert.deepEqual(await names(), ['air', 'pro']);
  });
});
