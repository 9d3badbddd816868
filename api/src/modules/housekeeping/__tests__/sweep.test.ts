import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { scratchDatabase } from '../../../db/testing/scratch-database.js';
import { loadConfig } from '../../../config/config.js';
import { sweep } from '../sweep.js';

const database = scratchDatabase('sweep');
const config = loadConfig({});

const ago = (interval: string) => sql<Date>`now() - ${interval}::interval`;

describe('housekeeping sweep', () => {
  it('deletes expired carts, old login attempts and stale throttles, and keeps the rest', async () => {
    const { db } = database();
    const cart = (token: string, expires: ReturnType<typeof ago>) => ({ tenant_id: 'remac', token, expires_at: expires });
    await db
      .insertInto('carts')
      .values([cart('expired', ago('2 days')), cart('live', sql<Date>`now() + interval '1 day'`)])
      .execute();
    for (let i = 0; i < 1200; i += 1)
      await db
        .insertInto('carts')
        .values(cart(`old-${i}`, ago('3 days')))
        .execute();
    const attempt = (account: string, created: ReturnType<typeof ago>) => ({
      tenant_id: 'remac',
      account,
      address: '10.0.0.1',
      succeeded: false,
      created_at: created,
    });
    await db
      .insertInto('login_attempts')
      .values([attempt('old@example.gr', ago('200 days')), attempt('new@example.gr', ago('1 day'))])
      .execute();
    await db
      .insertInto('login_throttle')
      .values([
        { tenant_id: 'remac', scope: 'pair', key: 'stale', failures: 3, last_failure_at: ago('10 days') },
        { tenant_id: 'remac', scope: 'pair', key: 'recent', failures: 3, last_failure_at: ago('1 minute') },
      ])
      .execute();

    // Two processes sweeping at once is fine.
    const [first, second] = await Promise.all([sweep(db, config), sweep(db, config)]);
    assert.equal(first.carts + second.carts, 1201);
    assert.deepEqual(
      (await db.selectFrom('carts').select('token').execute()).map((r) => r.token),
      ['live'],
    );
    assert.deepEqual(
      (await db.selectFrom('login_attempts').select('account').execute()).map((r) => r.account),
      ['new@example.gr'],
    );
    assert.deepEqual(
      (await db.selectFrom('login_throttle').select('key').execute()).map((r) => r.key),
      ['recent'],
    );
    assert.equal((await sweep(db, config)).carts, 0);
  });
});
