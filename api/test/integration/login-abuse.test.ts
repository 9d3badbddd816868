import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { el, en, fakeAddress, post, unique } from '../support/client.js';
import { MEMBER_PASSWORD, registeredMember as registered } from '../support/accounts.js';

const PASSWORD = MEMBER_PASSWORD;

/** The API trusts X-Forwarded-For from loopback (the shop's host), so a test client can speak for any address. */
const login = (username: string, password: string, forwardedFor: string) =>
  post('/oauth/token', { grant_type: 'password', username, password }, { 'x-forwarded-for': forwardedFor, ...en });

const statuses = (responses: { status: number }[]) => ({
  checked: responses.filter((r) => r.status === 400).length,
  limited: responses.filter((r) => r.status === 429).length,
});

describe('login limits under parallel attempts', () => {
  it('checks at most 5 of 30 parallel wrong passwords for one account from one address', async () => {
    const email = await registered();
    const address = fakeAddress();
    const { checked, limited } = statuses(await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong', address))));
    assert.equal(checked, 5);
    assert.equal(limited, 25);
  });

  it('checks at most 20 of 30 parallel wrong passwords for one account from 30 addresses', async () => {
    const email = await registered();
    const { checked } = statuses(await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong', fakeAddress()))));
    assert.ok(checked <= 20, `${checked} checked`);
  });

  it('checks at most 20 of 60 parallel wrong passwords for 60 accounts from one address', async () => {
    const address = fakeAddress();
    const { checked } = statuses(
      await Promise.all(Array.from({ length: 60 }, () => login(`${unique('ghost')}@example.gr`, 'wrong', address))),
    );
    assert.equal(checked, 20);
  });
});

describe('lock-out is not a weapon', () => {
  it('slows the attacking address while the owner logs in from another one', async () => {
    const email = await registered();
    const attacker = fakeAddress();
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await login(email, 'wrong', attacker));
    assert.deepEqual(
      answers.map((r) => r.status),
      [400, 400, 400, 400, 400, 429, 429, 429],
    );
    const slowed = answers[5]!;
    assert.equal(slowed.json.error, 'slow_down');
    assert.ok(Number(slowed.headers.get('retry-after')) >= 1);
    assert.equal((await login(email, PASSWORD, attacker)).status, 429, 'the attacking pair waits, even with the right password');
    assert.equal((await login(email, PASSWORD, fakeAddress())).status, 200, 'the owner from another address logs in');
  });

  it('lets an address the owner has logged in from before through an attack from many addresses', async () => {
    const email = await registered();
    const home = fakeAddress();
    assert.equal((await login(email, PASSWORD, home)).status, 200);
    await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong', fakeAddress())));
    assert.equal((await login(email, PASSWORD, fakeAddress())).status, 429, 'a new address waits while the account is under attack');
    assert.equal((await login(email, PASSWORD, home)).status, 200, 'the owner at home logs in');
  });

  it('takes the client address from the right of X-Forwarded-For, so a client cannot pick a new one per attempt', async () => {
    const address = fakeAddress();
    const answers = [];
    for (let i = 0; i < 22; i += 1) answers.push(await login(`${unique('spoof')}@example.gr`, 'wrong', `${fakeAddress()}, ${address}`));
    assert.equal(answers.filter((r) => r.status === 400).length, 20);
    assert.equal(answers.at(-1)!.status, 429);
  });
});

describe("an account's sessions are bounded (no filling the database by logging in or refreshing in a loop)", () => {
  const refresh = (token: string) => post('/oauth/token', { grant_type: 'refresh_token', refresh_token: token }, en);

  /** Logs in, then refreshes `refreshes` times in a row; the last refresh token and the answers' statuses. */
  async function loop(email: string, address: string, refreshes: number) {
    const first = await login(email, PASSWORD, address);
    const statuses = [first.status];
    let token: string = first.json.refresh_token;
    for (let i = 0; i < refreshes; i += 1) {
      const answer = await refresh(token);
      statuses.push(answer.status);
      if (answer.status === 200) token = answer.json.refresh_token;
    }
    return { token, statuses };
  }

  it('issues 60 sessions an hour per account, logins and refreshes together; past that both wait, other accounts do not', async () => {
    const email = await registered();
    const home = fakeAddress();
    const { token, statuses } = await loop(email, home, 59);
    assert.deepEqual(statuses, Array(60).fill(200));
    const refused = await refresh(token);
    assert.equal(refused.status, 429);
    assert.equal(refused.json.error, 'slow_down');
    assert.equal(refused.json.error_description, 'Too many sign-ins to this account. Please try again later.');
    const greek = await post(
      '/oauth/token',
      { grant_type: 'password', username: email, password: PASSWORD },
      { 'x-forwarded-for': home, ...el },
    );
    assert.equal(greek.status, 429);
    assert.equal(greek.json.error_description, 'Πάρα πολλές συνδέσεις σε αυτόν τον λογαριασμό. Δοκιμάστε ξανά αργότερα.');
    assert.equal((await login(await registered(), PASSWORD, home)).status, 200, 'another account logs in');
  });

  it('does not count a wrong password, which issues nothing', async () => {
    const email = await registered();
    const home = fakeAddress();
    for (let i = 0; i < 4; i += 1) assert.equal((await login(email, 'wrong', home)).status, 400);
    const { statuses } = await loop(email, home, 59);
    assert.deepEqual(statuses, Array(60).fill(200));
  });
});
