import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, data, en, fakeAddress, post, unique, type Json } from '../support/client.js';
import { MEMBER_PASSWORD, registeredMember as registered } from '../support/accounts.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { status user { id email } errors { field code message } } }`;
const PASSWORD = MEMBER_PASSWORD;

const login = (username: string, password: string, address = fakeAddress(), headers: Record<string, string> = {}) =>
  post('/oauth/token', { grant_type: 'password', username, password }, { 'x-forwarded-for': address, ...headers });

const me = async (token: string) => (await data('{ user { email } }', {}, { authorization: `Bearer ${token}` })).user;

describe('Registration', () => {
  it('creates an account with a lower-cased e-mail', async () => {
    const email = `${unique('New')}@Example.GR`;
    const { register } = await data(
      REGISTER,
      { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } },
      { 'x-forwarded-for': fakeAddress() },
    );
    assert.equal(register.status, 'SUCCESS');
    assert.equal(register.user.email, email.toLowerCase());
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = await registered();
    const { register } = await data(
      REGISTER,
      { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } },
      { ...en, 'x-forwarded-for': fakeAddress() },
    );
    assert.equal(register.status, 'INVALID');
    assert.deepEqual(
      register.errors.map((e: Json) => e.code),
      ['emailTaken'],
    );
  });

  it('answers field errors for bad input', async () => {
    const { register } = await data(REGISTER, { input: { email: 'x', password: 'short', passwordConfirmation: 'other' } }, en);
    assert.equal(register.status, 'INVALID');
    assert.deepEqual(
      register.errors.map((e: Json) => [e.field, e.code]),
      [
        ['email', 'email'],
        ['password', 'passwordLength'],
        ['passwordConfirmation', 'passwordMismatch'],
      ],
    );
    const mismatch = await data(REGISTER, { input: { email: 'a@b.gr', password: PASSWORD, passwordConfirmation: 'different!' } }, en);
    assert.deepEqual(
      mismatch.register.errors.map((e: Json) => e.message),
      ['The passwords do not match'],
    );
  });
});

describe('OAuth password grant, user and token info', () => {
  it('logs in, then the user query and token info know the user', async () => {
    const email = await registered();
    const response = await login(email, PASSWORD);
    assert.equal(response.status, 200);
    assert.equal(response.json.token_type, 'Bearer');
    assert.ok(response.json.expires_in > 0 && response.json.refresh_token && response.json.access_token);
    assert.deepEqual(await me(response.json.access_token), { email });
    const info = await fetch(`${apiUrl()}/oauth/token/info`, { headers: { authorization: `Bearer ${response.json.access_token}` } });
    assert.equal(info.status, 200);
    assert.equal((await info.json()).email, email);
  });

  it('accepts form-encoded credentials (RFC 6749)', async () => {
    const email = await registered();
    const body = new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }).toString();
    const response = await post('/oauth/token', body, {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': fakeAddress(),
    });
    assert.equal(response.status, 200);
  });

  it('answers invalid_grant with a message the login page can show', async () => {
    const email = await registered();
    const wrong = await login(email, 'wrong password', fakeAddress(), en);
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.json, { error: 'invalid_grant', error_description: 'The email or password is incorrect.' });
    const unknown = await login('nobody@example.gr', PASSWORD, fakeAddress(), { Locale: 'el' });
    assert.equal(unknown.json.error, 'invalid_grant');
    assert.match(unknown.json.error_description, /κωδικός/);
  });

  it('answers invalid_request with field errors when credentials are missing', async () => {
    const response = await login('', '', fakeAddress(), en);
    assert.equal(response.status, 400);
    assert.equal(response.json.error, 'invalid_request');
    assert.deepEqual(
      response.json.errors.map((e: Json) => [e.field, e.message]),
      [
        ['username', 'Required'],
        ['password', 'Required'],
      ],
    );
  });

  it('answers unsupported_grant_type and null user without a token', async () => {
    const response = await post('/oauth/token', { grant_type: 'client_credentials' });
    assert.equal(response.json.error, 'unsupported_grant_type');
    assert.equal((await data('{ user { email } }')).user, null);
    assert.equal((await data('{ user { email } }', {}, { authorization: 'Bearer not-a-token' })).user, null);
    const info = await fetch(`${apiUrl()}/oauth/token/info`);
    assert.equal(info.status, 401);
  });
});

describe('Refresh-token rotation and revoke', () => {
  it('rotates the refresh token; reusing a rotated one revokes the whole family', async () => {
    const email = await registered();
    const first = (await login(email, PASSWORD)).json;
    const second = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(second.status, 200);
    assert.notEqual(second.json.refresh_token, first.refresh_token);
    assert.deepEqual(await me(second.json.access_token), { email });

    const reuse = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.json.error, 'invalid_grant');
    assert.equal(await me(second.json.access_token), null, 'the access token of the family is revoked');
    const third = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: second.json.refresh_token });
    assert.equal(third.json.error, 'invalid_grant', 'the newest refresh token of the family is revoked');
  });

  it('rejects an unknown refresh token', async () => {
    const response = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'nope' });
    assert.equal(response.json.error, 'invalid_grant');
  });

  it('revokes on logout: the access and refresh tokens stop working', async () => {
    const email = await registered();
    const tokens = (await login(email, PASSWORD)).json;
    const revoke = await post('/oauth/revoke', { token: tokens.access_token });
    assert.equal(revoke.status, 200);
    assert.equal(await me(tokens.access_token), null);
    const refresh = await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refresh.json.error, 'invalid_grant');
    assert.equal((await post('/oauth/revoke', { token: 'unknown' })).status, 200, 'RFC 7009: unknown tokens are fine');
  });
});

describe('Login rate limits', () => {
  it('slows an account and address pair after 5 failures, even with the right password', async () => {
    const email = await registered();
    const address = fakeAddress();
    for (let i = 0; i < 5; i += 1) assert.equal((await login(email, 'wrong', address)).status, 400);
    const blocked = await login(email, PASSWORD, address, en);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.json.error, 'slow_down');
    assert.match(blocked.json.error_description, /Too many login attempts/);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(blocked.json.retry_after, Number(blocked.headers.get('retry-after')));
    assert.equal((await login(email, PASSWORD, fakeAddress())).status, 200, 'the owner elsewhere still logs in');
  });

  it('blocks an address after 20 failures across accounts', async () => {
    const address = fakeAddress();
    for (let i = 0; i < 20; i += 1) await login(`${unique('ghost')}@example.gr`, 'wrong', address);
    const email = await registered();
    assert.equal((await login(email, PASSWORD, address)).status, 429);
    assert.equal((await login(email, PASSWORD, fakeAddress())).status, 200, 'other addresses still log in');
  });
});
