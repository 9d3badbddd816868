import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl } from '../support/client.js';

describe('Readiness', () => {
  // When its database is gone or hangs: database-outage.test.ts (PostgreSQL).
  it('says the API under test is ready: its database answers', async () => {
    const response = await fetch(`${apiUrl()}/ready`);
    assert.deepEqual({ code: response.status, body: await response.json() }, { code: 200, body: { status: 'ready' } });
  });
});
