import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, fakeAddress, unique, type Json } from '../support/client.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { status user { email } errors { field code message } } }`;
const PASSWORD = 'correct horse battery';

const register = (address: string, email = `${unique('signup')}@example.gr`) =>
  data(REGISTER, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } }, { ...en, 'x-forwarded-for': address }).then(
    (d) => d.register,
  );

describe('registration limit per client address', () => {
  it('creates at most 10 accounts per hour from one address, even in parallel; another address still registers', async () => {
    const address = fakeAddress();
    const results = await Promise.all(Array.from({ length: 15 }, () => register(address)));
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 10);
    const refused = results.filter((r) => r.status !== 'SUCCESS');
    assert.equal(refused.length, 5);
    for (const result of refused) {
      assert.equal(result.status, 'UNAVAILABLE');
      assert.equal(result.user, null);
      assert.deepEqual(
        result.errors.map((e: Json) => [e.code, e.message]),
        [['tooManyRequests', 'Too many sign-ups from your connection. Please try again later.']],
      );
    }
    assert.equal((await register(fakeAddress())).status, 'SUCCESS');
  });

  it('counts probes of taken e-mails too, so finding out who has an account is as slow', async () => {
    const address = fakeAddress();
    const taken = `${unique('taken')}@example.gr`;
    assert.equal((await register(fakeAddress(), taken)).status, 'SUCCESS');
    const probes = [];
    for (let i = 0; i < 11; i += 1) probes.push(await register(address, taken));
    assert.deepEqual(
      probes.slice(0, 10).map((r) => r.errors[0].code),
      Array(10).fill('emailTaken'),
    );
    assert.equal(probes[10].errors[0].code, 'tooManyRequests');
  });
});
