import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sameDayArrival, sameDayDescription } from '../shipping/same-day-arrival.js';

const at = (instant: string) => new Date(instant);

describe('same-day delivery', () => {
  it('arrives today for an order before 14:00 in Athens on a working day', () => {
    // Thursday 26 November 2026, 13:59 in Athens (UTC+2).
    assert.equal(sameDayArrival(at('2026-11-26T11:59:00Z')), '2026-11-26');
    assert.equal(
      sameDayDescription(at('2026-11-26T11:59:00Z'), 'en'),
      'Order now and it arrives today (for orders by 14:00 on working days).',
    );
  });

  it('arrives the next working day after the cut-off, at a weekend and on a holiday, and says which day', () => {
    // Thursday 14:00 in Athens: Friday.
    assert.equal(sameDayArrival(at('2026-11-26T12:00:00Z')), '2026-11-27');
    // Saturday 28 November: Monday 30.
    assert.equal(sameDayArrival(at('2026-11-28T08:00:00Z')), '2026-11-30');
    // Thursday 24 December, 15:00: not Christmas (Friday 25), not the weekend: Monday 28.
    assert.equal(sameDayArrival(at('2026-12-24T13:00:00Z')), '2026-12-28');
    assert.equal(
      sameDayDescription(at('2026-12-24T13:00:00Z'), 'en'),
      'Order now and it arrives on Monday, 28 December: after 14:00, at weekends and on holidays it comes the next working day.',
    );
    assert.match(sameDayDescription(at('2026-12-24T13:00:00Z'), 'el'), /^Παραγγείλτε τώρα και την παραλαμβάνετε τη Δευτέρα 28 Δεκεμβρίου:/);
    // Monday 30 November after 14:00: "την Τρίτη".
    assert.match(sameDayDescription(at('2026-11-30T15:00:00Z'), 'el'), /παραλαμβάνετε την Τρίτη 1 Δεκεμβρίου:/);
  });

  it('reads the clock in Athens: 23:30 UTC on a Sunday is already Monday morning there', () => {
    assert.equal(sameDayArrival(at('2026-11-29T23:30:00Z')), '2026-11-30');
  });
});
