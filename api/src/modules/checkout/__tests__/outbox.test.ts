import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../db/connect.js';
import { migrate } from '../../../db/migrate.js';
import { drainOutbox, folderTransport } from '../outbox/outbox-sender.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'remac-outbox-'));
let handle: DatabaseHandle;

before(async () => {
  handle = await openDatabase({ dataDir: scratch });
  await migrate(handle.db);
  await handle.db.insertInto('tenants').values({ id: 'remac', name: 'ReMac' }).execute();
});
after(async () => {
  await handle.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('confirmation e-mail outbox', () => {
  it('keeps a message whose sending failed, retries it later and writes it to the folder once sent', async () => {
    const { db } = handle;
    await db
      .insertInto('outbox')
      .values({ tenant_id: 'remac', recipient: 'maria@example.gr', subject: 'Order RM1', body: 'Thank you' })
      .execute();
    const failing = {
      send: async () => {
        throw new Error('relay down');
      },
    };
    assert.equal(await drainOutbox(db, failing), 0);
    const waiting = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    assert.equal(waiting.attempts, 1);
    assert.equal(waiting.sent_at, null);
    assert.match(waiting.last_error ?? '', /relay down/);
    assert.ok(new Date(waiting.next_attempt_at) > new Date(), 'not retried at once');

    const folder = path.join(scratch, 'outbox');
    assert.equal(await drainOutbox(db, folderTransport(folder)), 0, 'not due yet');
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: sql`now()` })
      .execute();
    assert.equal(await drainOutbox(db, folderTransport(folder)), 1);
    const [file] = readdirSync(folder);
    const eml = readFileSync(path.join(folder, file!), 'utf8');
    assert.match(eml, /^From: ReMac <orders@remac\.gr>$/m);
    assert.match(eml, /^To: maria@example\.gr$/m);
    assert.match(eml, /^Subject: Order RM1$/m);
    assert.equal(await drainOutbox(db, folderTransport(folder)), 0, 'sent once');
  });

  it('sends each message once when two senders drain at the same time, outside any transaction', { timeout: 30_000 }, async () => {
    const { db } = handle;
    await db.deleteFrom('outbox').execute();
    for (let i = 0; i < 6; i += 1) {
      await db
        .insertInto('outbox')
        .values({ tenant_id: 'remac', recipient: `buyer${i}@example.gr`, subject: `Order ${i}`, body: 'b' })
        .execute();
    }
    const delivered: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = {
      send: async (message: { to: string }) => {
        await gate;
        delivered.push(message.to);
      },
    };
    const first = drainOutbox(db, slow);
    const second = drainOutbox(db, slow);
    // While a send is stuck, the database answers other queries: the claim was committed before sending.
    const pending = await db
      .selectFrom('outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('claimed_until', 'is not', null)
      .executeTakeFirstOrThrow();
    assert.ok(pending.n >= 1);
    release();
    assert.equal((await first) + (await second), 6);
    assert.equal(delivered.length, 6);
    assert.equal(new Set(delivered).size, 6, 'no message sent twice');
  });

  it('claims a message again once the lease of a sender that died has expired', async () => {
    const { db } = handle;
    await db.deleteFrom('outbox').execute();
    await db
      .insertInto('outbox')
      .values({
        tenant_id: 'remac',
        recipient: 'late@example.gr',
        subject: 's',
        body: 'b',
        claimed_until: sql`now() + interval '5 minutes'`,
      })
      .execute();
    const sent: string[] = [];
    const transport = {
      send: async (message: { to: string }) => {
        sent.push(message.to);
      },
    };
    assert.equal(await drainOutbox(db, transport), 0, 'leased to another sender');
    await db
      .updateTable('outbox')
      .set({ claimed_until: sql`now() - interval '1 second'` })
      .execute();
    assert.equal(await drainOutbox(db, transport), 1);
    assert.deepEqual(sent, ['late@example.gr']);
  });

  it('never sends to a recipient that would inject headers or recipients', async () => {
    const { db } = handle;
    await db.deleteFrom('outbox').execute();
    const bad = ['x@y.gr<img/src=x/onerror=alert(1)>', 'x@y.gr\r\nBcc: victim@example.gr', 'x@y.gr, other@example.gr', '"A" <x@y.gr>'];
    for (const recipient of bad) await db.insertInto('outbox').values({ tenant_id: 'remac', recipient, subject: 's', body: 'b' }).execute();
    const sent: string[] = [];
    assert.equal(
      await drainOutbox(db, {
        send: async (message) => {
          sent.push(message.to);
        },
      }),
      0,
    );
    assert.equal(sent.length, 0);
    const rows = await db.selectFrom('outbox').select(['last_error', 'sent_at']).execute();
    assert.ok(rows.every((row) => row.sent_at === null && /invalid recipient/.test(row.last_error ?? '')));
    assert.equal(
      await drainOutbox(db, {
        send: async (message) => {
          sent.push(message.to);
        },
      }),
      0,
      'not retried',
    );
  });

  it('answers a notice to its reply-to address, and drops one that would inject headers or recipients', async () => {
    const { db } = handle;
    await db.deleteFrom('outbox').execute();
    const notice = { tenant_id: 'remac', recipient: 'info@remac.gr', subject: 'New message', body: 'b' };
    await db
      .insertInto('outbox')
      .values([
        { ...notice, reply_to: 'maria@example.gr' },
        { ...notice, reply_to: 'x@y.gr\r\nBcc: victim@example.gr' },
      ])
      .execute();
    const folder = path.join(scratch, 'reply-to');
    assert.equal(await drainOutbox(db, folderTransport(folder)), 2, 'both sent');
    const [answered, dropped] = readdirSync(folder)
      .sort()
      .map((file) => readFileSync(path.join(folder, file), 'utf8'));
    assert.match(answered!, /^Reply-To: maria@example\.gr$/m);
    assert.doesNotMatch(dropped!, /^Reply-To:/m);
    assert.doesNotMatch(dropped!, /victim/);
  });
});
