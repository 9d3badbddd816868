import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, data, el, en, fakeAddress, unique, type Json } from '../support/client.js';
import { BOOK_REPAIR, devicesFile, repairContact, SUBMIT_SALE, validSeller, weekdayAhead } from '../support/tradein.js';

const { file } = await devicesFile(apiUrl());
const device = file.devices[0];
const questions = new Map<string, Json>(file.questions.map((q: Json) => [q.slug, q]));
const answers = device.questions.map((slug: string) => ({ question: slug, answer: questions.get(slug).answers[0].slug }));

const sell = (email: string, address: string, locale = en) =>
  data(SUBMIT_SALE, { input: { ...validSeller, email, deviceId: device.id, answers } }, { ...locale, 'x-forwarded-for': address }).then(
    (d) => d.submitSaleRequest,
  );
const book = (email: string, address: string, day: number) =>
  data(
    BOOK_REPAIR,
    { input: { ...repairContact, email, date: weekdayAhead(day), time: '16:00' } },
    { ...en, 'x-forwarded-for': address },
  ).then((d) => d.bookRepair);

describe('confirmation e-mails are rate limited (no mail-bombing through the shop)', () => {
  it('sends at most 5 confirmations per recipient per hour, from however many connections, sales and repairs together', async () => {
    const victim = `${unique('victim')}@example.gr`;
    const first = await Promise.all(Array.from({ length: 4 }, () => sell(victim, fakeAddress())));
    assert.deepEqual(
      first.map((r) => r.status),
      Array(4).fill('SUCCESS'),
    );
    assert.equal((await book(victim.toUpperCase(), fakeAddress(), 11)).status, 'SUCCESS', 'the 5th, a repair, in other letter case');
    const refusedSale = await sell(victim, fakeAddress());
    assert.equal(refusedSale.status, 'INVALID');
    assert.equal(refusedSale.request, null);
    assert.deepEqual(
      refusedSale.errors.map((e: Json) => [e.field, e.code, e.message]),
      [['email', 'tooManyRequests', 'Too many requests for this e-mail address or from your connection. Please try again later.']],
    );
    const refusedGreek = await sell(victim, fakeAddress(), el);
    assert.equal(refusedGreek.notice, 'Πάρα πολλά αιτήματα για αυτό το e-mail ή από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.');
    assert.equal((await book(victim, fakeAddress(), 12)).errors[0].code, 'tooManyRequests');
    assert.equal((await sell(`${unique('someone')}@example.gr`, fakeAddress())).status, 'SUCCESS', 'another recipient is not held');
  });

  it('accepts at most 20 requests per client address per hour, whatever recipients it names', async () => {
    const address = fakeAddress();
    const results = await Promise.all(Array.from({ length: 22 }, () => sell(`${unique('spray')}@example.gr`, address)));
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 20);
    assert.deepEqual(
      results.filter((r) => r.status !== 'SUCCESS').map((r) => r.errors[0].code),
      ['tooManyRequests', 'tooManyRequests'],
    );
  });

  it('does not count invalid requests, which send nothing', async () => {
    const email = `${unique('typo')}@example.gr`;
    const address = fakeAddress();
    for (let i = 0; i < 6; i += 1) {
      const invalid = await data(SUBMIT_SALE, { input: { ...validSeller, email, iban: 'GR00' } }, { ...en, 'x-forwarded-for': address });
      assert.equal(invalid.submitSaleRequest.errors[0].code === 'tooManyRequests', false);
    }
    assert.equal((await sell(email, address)).status, 'SUCCESS');
  });
});
