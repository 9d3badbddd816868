import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutHopByHopHeaders } from './hop-by-hop.mjs';

test('the headers about the connection to the API are left out, and so are those the API named in Connection', () => {
  const kept = withoutHopByHopHeaders({
    connection: 'keep-alive, X-Upstream-Hint',
    'keep-alive': 'timeout=5',
    'transfer-encoding': 'chunked',
    'x-upstream-hint': '1',
    'content-type': 'application/json',
    'set-cookie': ['a=1', 'b=2'],
    'cache-control': 'no-store',
  });
  assert.deepEqual(kept, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], 'cache-control': 'no-store' });
});
