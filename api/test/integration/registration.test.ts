import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, data, el, en, fakeAddress, post, unique, type Json } from '../support/client.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { status user { email } errors { field code message } } }`;
const PASSWORD = 'registered horse battery';

const register = (input: Record<string, string>, locale = en) =>
  data(REGISTER, { input }, { ...locale, 'x-forwarded-for': fakeAddress() }).then((d) => d.register);

const attempt = (password: string, overrides: Record<string, string> = {}, locale = en) =>
  register({ email: `${unique('rules')}@example.gr`, password, passwordConfirmation: password, ...overrides }, locale);

const errorsOf = (result: Json) => result.errors.map((e: Json) => [e.field, e.code, e.message]);

describe('registration rules (shared with the account form)', () => {
  it('refuses a password shorter than 8 characters', async () => {
    const result = await attempt('Kx9#mQ2');
    assert.equal(result.status, 'INVALID');
    assert.equal(result.user, null);
    assert.deepEqual(errorsOf(result), [['password', 'passwordLength', 'The password must be 8 to 128 characters long']]);
  });

  it('refuses common passwords, whatever their case', async () => {
    for (const password of ['password', 'Password1', 'QWERTYUIOP', '12345678']) {
      assert.deepEqual(
        errorsOf(await attempt(password)),
        [['password', 'passwordCommon', 'This password is too common. Please choose another one']],
        password,
      );
    }
    assert.deepEqual(errorsOf(await attempt('iloveyou', {}, el)), [
      ['password', 'passwordCommon', 'Ο κωδικός είναι πολύ συνηθισμένος. Παρακαλούμε επιλέξτε άλλον'],
    ]);
  });

  it('refuses the e-mail address as the password, case-insensitively', async () => {
    const email = `${unique('Same')}@Example.gr`;
    const result = await register({ email, password: email.toUpperCase(), passwordConfirmation: email.toUpperCase() });
    assert.deepEqual(errorsOf(result), [['password', 'passwordEmail', 'The password must not be your email address']]);
  });

  it('refuses a whitespace-only password', async () => {
    assert.deepEqual(errorsOf(await attempt(' '.repeat(12))), [['password', 'passwordBlank', 'The password cannot be only spaces']]);
    assert.deepEqual(errorsOf(await attempt('\t'.repeat(10), {}, el)), [
      ['password', 'passwordBlank', 'Ο κωδικός δεν μπορεί να αποτελείται μόνο από κενά'],
    ]);
  });

  it('refuses a confirmation that does not match', async () => {
    assert.deepEqual(errorsOf(await attempt(PASSWORD, { passwordConfirmation: `${PASSWORD}!` })), [
      ['passwordConfirmation', 'passwordMismatch', 'The passwords do not match'],
    ]);
    assert.deepEqual(errorsOf(await attempt(PASSWORD, { passwordConfirmation: '' })), [
      ['passwordConfirmation', 'required', 'This field is required'],
    ]);
  });

  it('answers a taken e-mail with a generic text, and the account keeps its password', async () => {
    const email = `${unique('taken')}@example.gr`;
    assert.equal((await register({ email, password: PASSWORD, passwordConfirmation: PASSWORD })).status, 'SUCCESS');
    const again = await register({
      email: email.toUpperCase(),
      password: 'another horse battery',
      passwordConfirmation: 'another horse battery',
    });
    assert.equal(again.status, 'INVALID');
    assert.deepEqual(errorsOf(again), [
      ['email', 'emailTaken', 'We could not register an account with these details. If you already have an account, please log in.'],
    ]);
    const greek = await register({ email, password: PASSWORD, passwordConfirmation: PASSWORD }, el);
    assert.equal(
      greek.errors[0].message,
      'Δεν ήταν δυνατή η εγγραφή με αυτά τα στοιχεία. Αν έχετε ήδη λογαριασμό, παρακαλούμε συνδεθείτε.',
    );
    const login = await post(
      '/oauth/token',
      { grant_type: 'password', username: email, password: 'another horse battery' },
      { 'x-forwarded-for': fakeAddress() },
    );
    assert.equal(login.json.error, 'invalid_grant');
  });
});

describe('member tokens', () => {
  async function loggedIn() {
    const email = `${unique('tokens')}@example.gr`;
    assert.equal((await register({ email, password: PASSWORD, passwordConfirmation: PASSWORD })).status, 'SUCCESS');
    const login = await post(
      '/oauth/token',
      { grant_type: 'password', username: email, password: PASSWORD },
      { 'x-forwarded-for': fakeAddress() },
    );
    assert.equal(login.status, 200, login.text);
    return { email, tokens: login.json };
  }
  const info = (token: string) => fetch(`${apiUrl()}/oauth/token/info`, { headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) => post('/oauth/token', { grant_type: 'refresh_token', refresh_token: token });

  it('issues access tokens for 10 minutes; token info tells the member and the time left', async () => {
    const { email, tokens } = await loggedIn();
    assert.equal(tokens.expires_in, 600);
    const answer = await info(tokens.access_token);
    assert.equal(answer.status, 200);
    const body = await answer.json();
    assert.equal(body.active, true);
    assert.equal(body.email, email);
    assert.ok(body.expires_in > 0 && body.expires_in <= 600, String(body.expires_in));
  });

  it('reusing a refresh token rotated two steps back revokes the whole family, newest tokens included', async () => {
    const { tokens: first } = await loggedIn();
    const second = (await refresh(first.refresh_token)).json;
    const third = (await refresh(second.refresh_token)).json;
    assert.equal((await info(third.access_token)).status, 200);

    const reuse = await refresh(first.refresh_token);
    assert.equal(reuse.status, 400);
    assert.equal(reuse.json.error, 'invalid_grant');
    assert.equal((await info(third.access_token)).status, 401);
    assert.equal((await info(second.access_token)).status, 401);
    assert.equal((await refresh(third.refresh_token)).json.error, 'invalid_grant');
    assert.equal((await data('{ user { email } }', {}, { authorization: `Bearer ${third.access_token}` })).user, null);
  });

  it('logout revokes the family: token info and refresh refuse it, another session of the member stays', async () => {
    const { email, tokens } = await loggedIn();
    const other = (
      await post('/oauth/token', { grant_type: 'password', username: email, password: PASSWORD }, { 'x-forwarded-for': fakeAddress() })
    ).json;
    assert.equal((await post('/oauth/revoke', { token: tokens.refresh_token })).status, 200);
    assert.equal((await info(tokens.access_token)).status, 401);
    assert.equal((await refresh(tokens.refresh_token)).json.error, 'invalid_grant');
    assert.equal((await info(other.access_token)).status, 200);
  });
});
