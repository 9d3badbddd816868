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
    await db.insertInto('outbox').values({ tenant_id: 'remac', recipient: 'maria@example.gr', subject: 'Order RM1', body: 'Thank you' }).execute();
    const failing = { send: async () => { throw new Error('relay down'); } };
    assert.equal(await drainOutbox(db, failing), 0);
    const waiting = await db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    assert.equal(waiting.attempts, 1);
    assert.equal(waiting.sent_at, null);
    assert.match(waiting.last_error ?? '', /relay down/);
    assert.ok(new Date(waiting.next_attempt_at) > new Date(), 'not retried at once');

    const folder = path.join(scratch, 'outbox');
    assert.equal(await drainOutbox(db, folderTransport(folder)), 0, 'not due yet');
    await db.updateTable('outbox').set({ next_attempt_at: sql`now()` }).execute();
    assert.equal(await drainOutbox(db, folderTransport(folder)), 1);
    const [file] = readdirSync(folder);
    assert.match(readFileSync(path.join(folder, file!), 'utf8'), /^To: maria@example.gr\nFrom: ReMac <orders@remac.gr>\nSubject: Order RM1/);
    assert.equal(await drainOutbox(db, folderTransport(folder)), 0, 'sent once');
  });
});
