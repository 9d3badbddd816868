import { after, before } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../connect.js';
import { migrate } from '../migrate.js';

/**
 * For a unit test file: a migrated embedded database in a scratch folder, holding the shop's tenant (`remac`),
 * opened before the tests and removed after them. Returns its getter.
 */
export function scratchDatabase(name: string): () => DatabaseHandle {
  const scratch = mkdtempSync(path.join(tmpdir(), `remac-${name}-`));
  let handle: DatabaseHandle | undefined;
  before(async () => {
    handle = await openDatabase({ dataDir: scratch });
    await migrate(handle.db);
    await handle.db.insertInto('tenants').values({ id: 'remac', name: 'ReMac' }).execute();
  });
  after(async () => {
    await handle?.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  return () => {
    if (!handle) throw new Error('the scratch database opens before the tests');
    return handle;
  };
}
