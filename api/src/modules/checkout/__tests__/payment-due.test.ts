import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { paymentDueAt } from '../orders/payment-due.js';

const due = (placedAt: string, days = 3) => paymentDueAt(new Date(placedAt), days)?.toISOString() ?? null;

describe('paymentDueAt', () => {
  it('holds an order until midnight in Athens after the third working day that follows the day it was placed', () => {
    // Tuesday 24 November 2026, 10:00 in Athens (UTC+2): Wednesday, Thursday, Friday; the hold ends as Friday does.
    assert.equal(due('2026-11-24T08:00:00Z'), '2026-11-27T22:00:00.000Z');
  });

  it('does not count the weekend, nor the day of an order placed late on a Friday', () => {
    // Friday 27 November, 23:30 in Athens: Monday, Tuesday, Wednesday.
    assert.equal(due('2026-11-27T21:30:00Z'), '2026-12-02T22:00:00.000Z');
    // Saturday 28 November: the same three days.
    assert.equal(due('2026-11-28T09:00:00Z'), '2026-12-02T22:00:00.000Z');
  });

  it('does not count public holidays, when banks and the shop are closed', () => {
    // Wednesday 23 December 2026: Thursday 24, (Christmas on Friday 25), Monday 28, Tuesday 29.
    assert.equal(due('2026-12-23T10:00:00Z'), '2026-12-29T22:00:00.000Z');
    // Wednesday 28 April 2027: Thursday 29, (Good Friday 30, May Day, Easter, Easter Monday 3 May), Tuesday 4, Wednesday 5.
    assert.equal(due('2027-04-28T10:00:00Z'), '2027-05-05T21:00:00.000Z');
  });

  it('reads the day in Athens, not in UTC, and midnight in summer time', () => {
    // 23:30 UTC on Sunday 5 July 2026 is already Monday 6 July in Athens (UTC+3): Tuesday, Wednesday, Thursday.
    assert.equal(due('2026-07-05T23:30:00Z'), '2026-07-09T21:00:00.000Z');
  });

  it('sets no deadline when the shop holds unpaid orders indefinitely (0 days)', () => {
    assert.equal(due('2026-11-24T08:00:00Z', 0), null);
  });
});
