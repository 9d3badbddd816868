import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientNetwork } from '../client-network.js';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, written either way', () => {
    assert.equal(clientNetwork('192.0.2.7'), '192.0.2.7');
    assert.equal(clientNetwork('::ffff:192.0.2.7'), '192.0.2.7');
  });

  it('gives every address of one IPv6 /64 the same key, and another /64 another', () => {
    const keys = ['2001:db8:a:b::1', '2001:0db8:000a:000b:ffff:1234:5678:9abc', '2001:db8:a:b:0:0:0:2'].map(clientNetwork);
    assert.deepEqual(keys, Array(3).fill('2001:db8:a:b::/64'));
    assert.equal(clientNetwork('2001:db8:a:c::1'), '2001:db8:a:c::/64');
    assert.equal(clientNetwork('::1'), '::/64');
  });

  it('passes through what is not an address', () => {
    assert.equal(clientNetwork('unknown'), 'unknown');
  });
});
