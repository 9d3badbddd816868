import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, fakeAddress, fakeIpv6Network, unique, type Json } from '../support/client.js';

const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status notice messages errors { field code message } } }`;

const contact = (address: string, locale = en, message = 'Έχετε MacBook Air M2 με 16 GB;') =>
  data(
    SUBMIT,
    { input: { form: 'contact', data: { name: 'Μαρία Π.', email: `${unique('contact')}@example.gr`, message } } },
    { ...locale, 'x-forwarded-for': address },
  ).then((d) => d.submitForm);
const subscribe = (address: string) =>
  data(
    SUBMIT,
    { input: { form: 'newsletter', data: { email: `${unique('news')}@example.gr` } } },
    { ...en, 'x-forwarded-for': address },
  ).then((d) => d.submitForm);

describe('stored form submissions are rate limited (no filling the database through the contact form)', () => {
  it('stores at most 20 submissions per client address per hour, parallel ones included, contact and newsletter together', async () => {
    const address = fakeAddress();
    const long = 'Μ'.repeat(5000);
    const results: Json[] = await Promise.all([
      ...Array.from({ length: 18 }, () => contact(address, en, long)),
      ...Array.from({ length: 4 }, () => subscribe(address)),
    ]);
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 20);
    const refused = results.filter((r) => r.status !== 'SUCCESS');
    assert.deepEqual(
      refused.map((r) => [r.status, r.errors[0].field, r.errors[0].code, r.errors[0].message]),
      Array(2).fill(['INVALID', 'email', 'tooManyRequests', 'Too many submissions from your connection. Please try again later.']),
    );
    const greek = await contact(address, el);
    assert.equal(greek.notice, 'Πάρα πολλές υποβολές από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.');
    assert.equal((await contact(fakeAddress())).status, 'SUCCESS', 'another connection is not held');
  });

  it('counts an IPv6 connection once whatever address of its /64 it sends from, and IPv4 written as IPv6 as IPv4', async () => {
    const line = fakeIpv6Network();
    const results: Json[] = await Promise.all(Array.from({ length: 21 }, (_, i) => contact(line(i + 1))));
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 20, 'one subscriber line, 21 addresses');
    assert.equal((await contact(fakeIpv6Network()(1))).status, 'SUCCESS', 'another /64 is not held');

    const v4 = fakeAddress();
    for (let i = 0; i < 20; i += 1) assert.equal((await contact(i % 2 ? v4 : `::ffff:${v4}`)).status, 'SUCCESS');
    assert.equal((await contact(`::ffff:${v4}`)).errors[0]?.code, 'tooManyRequests');
  });

  it('does not count invalid submissions, which store nothing', async () => {
    const address = fakeAddress();
    for (let i = 0; i < 25; i += 1) {
      const invalid = await data(
        SUBMIT,
        { input: { form: 'contact', data: { name: '', email: 'not-an-email' } } },
        { ...en, 'x-forwarded-for': address },
      );
      assert.equal(invalid.submitForm.status, 'INVALID');
      assert.notEqual(invalid.submitForm.errors[0].code, 'tooManyRequests');
    }
    assert.equal((await contact(address)).status, 'SUCCESS');
  });
});
