import { afterEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { parseTimezone } from '../request-info.js';

describe('parseTimezone', () => {
  afterEach(() => mock.restoreAll());

  it('names a zone the way IANA spells it, and the shop’s own for a missing, unknown or overlong one', () => {
    assert.equal(parseTimezone('europe/athens'), 'Europe/Athens');
    assert.equal(parseTimezone('UTC'), 'UTC');
    assert.equal(parseTimezone('America/New_York'), 'America/New_York');
    assert.equal(parseTimezone(undefined), 'Europe/Athens');
    assert.equal(parseTimezone('Mars/Olympus_Mons'), 'Europe/Athens');
    assert.equal(parseTimezone(`Europe/${'x'.repeat(100)}`), 'Europe/Athens');
  });

  it('asks Intl once per spelling, however many requests name it', () => {
    const formatter = mock.method(Intl, 'DateTimeFormat');
    for (let request = 0; request < 50; request += 1) assert.equal(parseTimezone('Asia/Tokyo'), 'Asia/Tokyo');
    assert.equal(formatter.mock.callCount(), 1);
  });

  it('keeps asking about names Intl does not know, so made-up names are never stored', () => {
    const formatter = mock.method(Intl, 'DateTimeFormat');
    for (let request = 0; request < 3; request += 1) assert.equal(parseTimezone('Atlantis/Capital'), 'Europe/Athens');
    assert.equal(formatter.mock.callCount(), 3);
  });
});
