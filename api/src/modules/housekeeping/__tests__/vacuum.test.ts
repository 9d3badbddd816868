import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../db/connect.js';
import { migrate } from '../../../db/migrate.js';
import { vacuumTables } from '../vacuum.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'remac-vacuum-'));
let handle: DatabaseHandle;

before(async () => {
  handle = await openDatabase({ dataDir: scratch });
  await migrate(handle.db);
  await sql`create table rewritten (id int primary key, label text not null)`.execute(handle.db);
  await sql`insert into rewritten select n, 'first' from generate_series(1, 2000) as n`.execute(handle.db);
});
after(async () => {
  await handle.close();
  rmSync(scratch, { recursive: true, force: true });
});

const sizeOf = async (table: string) =>
  Number((await sql<{ bytes: number }>`select pg_relation_size(${table}) as bytes`.execute(handle.db)).rows[0]!.bytes);

describe('vacuuming the embedded database (it has no autovacuum)', () => {
  it("gives the planner a table's size and lets rewritten rows reuse the space of their old versions", async () => {
    const { db } = handle;
    const rowsKnown = async () =>
      (await sql<{ rows: number }>`select reltuples::int as rows from pg_class where relname = 'rewritten'`.execute(db)).rows[0]!.rows;
    assert.equal(await rowsKnown(), -1, 'never analysed yet');
    await vacuumTables(db);
    assert.equal(await rowsKnown(), 2000);
    const once = await sizeOf('rewritten');
    for (const label of ['second', 'third', 'fourth']) {
      await sql`update rewritten set label = ${label}`.execute(db);
      await vacuumTables(db);
    }
    // Unvacuumed, each rewrite adds a version of every row: four times the size.
    assert.ok((await sizeOf('rewritten')) <= 2 * once, `${await sizeOf('rewritten')} bytes against ${once} for one version`);
  });
});
