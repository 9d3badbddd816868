import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery, Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { loadConfig } from '../../src/config/config.js';
import { startLogin } from '../../src/modules/accounts/login-limit.js';
import { genericPlanOf, indexesOf, pagesOf } from '../support/query-plans.js';
import { onItsOwnDatabase } from '../support/phases.js';

/**
 * Whether an address has logged in to an account before is read from the index of successful attempts (migration
 * 008), which holds those only (`where succeeded`). Asked with `succeeded = $n`, a plan made without the values (a
 * prepared statement's generic plan) cannot use it and reads every attempt on the account, failures included,
 * which anyone can add from their address.
 */
describe('The login check for a known address', onItsOwnDatabase, () => {
  let statement: CompiledQuery | undefined;
  const db = new Kysely<Database>({
    dialect: new PgliteDialect('memory://'),
    log: (event) => {
      if (event.level === 'query' && /from "login_attempts"/.test(event.query.sql)) statement ??= event.query;
    },
  });
  before(() => migrate(db));
  after(() => db.destroy());

  it('reads only successful attempts, in a plan made once, however many attempts failed', async () => {
    const [account, address] = ['owner@example.gr', '192.0.2.7'];
    await sql`insert into login_attempts (tenant_id, account, address, succeeded)
      select 'remac', ${account}, ${address}, false from generate_series(1, 3000)`.execute(db);
    await sql`analyze login_attempts`.execute(db);
    await startLogin(db, loadConfig({}), 'remac', account, address);
    assert.ok(statement, 'the login read its attempts');
    const plan = await genericPlanOf(db, statement);
    assert.ok(pagesOf(plan) < 10, `${pagesOf(plan)} pages read (indexes: ${indexesOf(plan).join(', ') || 'none'})`);
  });
});
