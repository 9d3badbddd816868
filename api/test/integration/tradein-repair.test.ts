import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, fakeAddress, gql, unique, type Json } from '../support/client.js';
import { BOOK_REPAIR, repairContact, weekdayAfter, weekdayAhead } from '../support/tradein.js';

const SLOTS = `query ($from: String!, $to: String!) { repairSlots(from: $from, to: $to) { date time startsAt remaining capacity } }`;

describe('repair booking', () => {
  it('lists services with indicative prices', async () => {
    const { repairServices } = await data('{ repairServices { slug name price { amount } priceFrom } }', {}, en);
    for (const slug of ['battery', 'ssd-upgrade', 'memory-upgrade', 'display', 'keyboard', 'cleaning', 'diagnostics']) {
      assert.ok(
        repairServices.some((s: Json) => s.slug === slug && s.price.amount > 0),
        slug,
      );
    }
  });

  it('offers weekday slots 10:00–17:00 only, never in the past', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { repairSlots } = await data(SLOTS, { from: today, to: weekdayAhead(14) });
    assert.ok(repairSlots.length > 0);
    for (const slot of repairSlots) {
      assert.ok(Date.parse(slot.startsAt) > Date.now());
      assert.ok(![0, 6].includes(new Date(`${slot.date}T12:00:00Z`).getUTCDay()), `weekend ${slot.date}`);
      assert.ok(slot.time >= '10:00' && slot.time <= '17:00', slot.time);
    }
    const tooLong = await gql(SLOTS, { from: today, to: weekdayAhead(60) });
    assert.equal(tooLong.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('books the last place of a slot once under concurrency', async () => {
    const date = weekdayAhead(9);
    // Each customer from their own connection, so that only the slot's capacity limits them (not the mail limit).
    const book = () =>
      data(
        BOOK_REPAIR,
        { input: { ...repairContact, email: `${unique('repair')}@example.gr`, date, time: '15:00' } },
        { ...en, 'x-forwarded-for': fakeAddress() },
      );
    const [slot] = (await data(SLOTS, { from: date, to: date })).repairSlots.filter((s: Json) => s.time === '15:00');
    for (let i = 0; i < slot.remaining - 1; i += 1) assert.equal((await book()).bookRepair.status, 'SUCCESS');
    const results = await Promise.all(Array.from({ length: 8 }, book));
    const statuses = results.map((r) => r.bookRepair.status);
    assert.equal(statuses.filter((s) => s === 'SUCCESS').length, 1, statuses.join());
    assert.equal(statuses.filter((s) => s === 'SLOT_TAKEN').length, 7, statuses.join());
    const taken = results.find((r) => r.bookRepair.status === 'SLOT_TAKEN').bookRepair;
    assert.equal(taken.errors[0].field, 'time');
    const after = (await data(SLOTS, { from: date, to: date })).repairSlots;
    assert.ok(!after.some((s: Json) => s.time === '15:00'), 'a full slot is not offered');
  });

  it('books at most 6 repairs a day from one connection, parallel ones included; a slot found full does not count', async () => {
    const times = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    const bookFrom = (address: string, date: string, time: string, locale = en) =>
      data(
        BOOK_REPAIR,
        { input: { ...repairContact, email: `${unique('hoard')}@example.gr`, date, time } },
        { ...locale, 'x-forwarded-for': address },
      ).then((d) => d.bookRepair);

    const hoarder = fakeAddress();
    // Three days of their own: a day shared with another part of this test finds its slots already taken.
    const day = weekdayAhead(20);
    const nextDay = weekdayAfter(day);
    const full = weekdayAfter(nextDay);
    const results: Json[] = await Promise.all(times.map((time) => bookFrom(hoarder, day, time)));
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 6, results.map((r) => r.status).join());
    const refused = results.filter((r) => r.status !== 'SUCCESS');
    assert.deepEqual(
      refused.map((r) => [r.status, r.request, r.errors, r.notice]),
      Array(2).fill(['INVALID', null, [], 'Too many repair bookings from your connection. Please try again later or call us.']),
    );
    const greek = await bookFrom(hoarder, nextDay, '10:00', el);
    assert.equal(greek.notice, 'Πάρα πολλές κρατήσεις ραντεβού από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα ή καλέστε μας.');
    const slots: Json[] = (await data(SLOTS, { from: day, to: day })).repairSlots;
    const refusedTimes = times.filter((_, i) => results[i]!.status !== 'SUCCESS');
    assert.deepEqual(
      slots.filter((slot) => refusedTimes.includes(slot.time)).map((slot) => slot.remaining),
      [2, 2],
      'a refused booking takes no place',
    );

    const customer = fakeAddress();
    for (let i = 0; i < 2; i += 1) assert.equal((await bookFrom(fakeAddress(), full, '10:00')).status, 'SUCCESS');
    for (let i = 0; i < 7; i += 1) assert.equal((await bookFrom(customer, full, '10:00')).status, 'SLOT_TAKEN');
    for (const time of times.slice(1, 7)) assert.equal((await bookFrom(customer, full, time)).status, 'SUCCESS', time);
  });

  it('records the request with its services and slot', async () => {
    const date = weekdayAhead(10);
    const { bookRepair } = await data(
      BOOK_REPAIR,
      { input: { ...repairContact, services: ['battery', 'cleaning'], device: 'MacBook Pro 2017', date, time: '11:00' } },
      el,
    );
    assert.equal(bookRepair.status, 'SUCCESS', JSON.stringify(bookRepair.errors));
    assert.equal(bookRepair.request.kind, 'REPAIR');
    assert.deepEqual(
      bookRepair.request.services.map((s: Json) => s.slug),
      ['battery', 'cleaning'],
    );
    assert.deepEqual(bookRepair.request.slot, { date, time: '11:00' });
  });

  it('answers weekends, closed hours, unknown services and bad input with field errors, never a 500', async () => {
    const saturday = new Date(Date.now() + 10 * 86_400_000);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const cases = [
      [{ ...repairContact, date: saturday.toISOString().slice(0, 10), time: '11:00' }, 'time'],
      [{ ...repairContact, date: weekdayAhead(10), time: '18:00' }, 'time'],
      [{ ...repairContact, date: '2020-01-06', time: '11:00' }, 'time'],
      [{ ...repairContact, date: weekdayAhead(10), time: '11:00', services: ['teleportation'] }, 'services'],
      [{ ...repairContact, date: weekdayAhead(10), time: '11:00', email: 'x' }, 'email'],
      [{}, 'name'],
    ] as const;
    for (const [input, field] of cases) {
      const result = await gql(BOOK_REPAIR, { input }, en);
      assert.equal(result.status, 200);
      const booking = result.body.data.bookRepair;
      assert.equal(booking.status, 'INVALID', JSON.stringify(input));
      assert.ok(
        booking.errors.some((e: Json) => e.field === field),
        `${field}: ${JSON.stringify(booking.errors)}`,
      );
    }
  });
});
